/**
 * The About page's "How we work": the way of working the whole site describes (the price before
 * the work, a certificate for every installation). Read them as the owner: change any that is not
 * how the business works, because a visitor will hold the business to them.
 */
export const workingPrinciples = [
  {
    title: "Find the cause, not just the symptom",
    text: "A breaker that trips is telling you something. We test circuit by circuit until we know why, instead of fitting a bigger breaker and leaving.",
  },
  {
    title: "The price before the work",
    text: "You get a written, fixed price before we start. If we find something else on the way, we stop and ask before doing it.",
  },
  {
    title: "Certified, every time",
    text: "Every installation and alteration is tested with calibrated instruments and certified under SANS 10142-1, because an uncertified job becomes your problem the day you sell or claim.",
  },
  {
    title: "Leave it neater than we found it",
    text: "Circuits labelled, boards closed, chasing patched and dust swept. You should be able to tell where we have worked only by the fact that it works.",
  },
];
