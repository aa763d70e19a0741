import type { ServiceInput } from "../schema";

export const service = {
  slug: "electrician-services",
  title: "Electrician Services: An Electrician for Any Job",
  group: "residential",
  summary:
    "A registered electrician for any job in Cape Town, from one light switch to a rewire: clear quotes, agreed arrival times and tested, certified work.",
  intro:
    "Not every job fits a neat category. Sometimes you need a switch replaced, a light put up, a plug moved and a question answered about the breaker that trips every Sunday evening. Our electricians take on jobs of any size across the Cape Metro from our workshop in Bishop Lavis. You tell us what needs doing, we arrive in the window we agreed, explain the work and the price before we start, and leave the installation tested and, where the work calls for it, certified.",
  signs: [
    "You have a list of small electrical jobs that nobody has got round to.",
    "Something is not right, such as a flickering light or a breaker that trips now and then, and you do not know which service to ask for.",
    "Your builder, plumber or kitchen fitter needs an electrician to work alongside them.",
    "A previous contractor left a job unfinished, or finished it without a certificate.",
    "You manage rental properties and want one electrician to call for whatever comes up.",
    "It is after hours and something electrical is sparking, smoking or smells of burning.",
  ],
  steps: [
    {
      title: "Booking",
      text: "Book online or call us between 06:00 and 18:00, Monday to Saturday. Tell us what you need, where the property is and anything you already know, such as which breaker trips or when it started. A few photos often save a second trip for parts.",
    },
    {
      title: "An agreed arrival window",
      text: "We give you a time window and let you know who is coming. If a previous job runs over, we phone before the window passes rather than leaving you waiting at home.",
    },
    {
      title: "Diagnosis and price first",
      text: "On site we find the cause, explain it and give you the price before any work begins. If the job turns out bigger than expected, you decide whether to go ahead; nothing is done without your approval.",
    },
    {
      title: "Doing the work",
      text: "We use materials rated for the circuit and the place, such as weatherproof fittings outside and the correct cable size for the breaker, and refit covers and faceplates properly rather than leaving loose plates and open boxes.",
    },
    {
      title: "Test, tidy and paperwork",
      text: "We test what we worked on, clean up, show you what was done and, for new work or alterations, issue a Certificate of Compliance. The invoice lists parts and labour separately.",
    },
  ],
  compliance: [
    "Any work on a fixed installation, however small, falls under SANS 10142-1, and anything added or altered has to be certified. Only a person registered with the Department of Employment and Labour may issue one, as an electrical tester for single phase, an installation electrician or a master installation electrician, and the category limits what they may certify. The business doing the work must also be registered with the Department as an electrical contractor. Ask any electrician you hire about both registrations, the business's and that of the person who will sign; the registration number of the person who signs appears on every certificate.",
    "Work done by unregistered people is a frequent reason for a house failing its CoC inspection when it is sold, and an insurer may ask awkward questions after a fire that started in uncertified work. Paying a registered electrician once is usually cheaper than paying to have the work found and redone later.",
  ],
  faqs: [
    {
      question: "Will you come out for one small job?",
      answer:
        "Yes. A single switch, socket or light is ordinary work for us. If other small things need attention, list them when you book so that we can do them on the same visit and you pay for one trip instead of several.",
    },
    {
      question: "Can you give me a price over the phone?",
      answer:
        "For a straightforward job, such as fitting a light you have already bought where one exists, we can often give an indication. For faults and anything that depends on the existing wiring we need to see it first, and then we give a fixed price before starting.",
    },
    {
      question: "What affects the cost of a visit?",
      answer:
        "Travel from our Bishop Lavis workshop, how long a fault takes to find, the materials, and whether the call is in working hours or an after-hours emergency. We tell you how the visit is charged when you book, before anyone is sent out.",
    },
    {
      question: "How do I know your electricians are registered?",
      answer:
        "The person who certifies our work is registered with the Department of Employment and Labour, and that registration number is printed on every Certificate of Compliance we issue. You are welcome to ask to see proof of registration on site.",
    },
    {
      question: "What are your working hours?",
      answer:
        "Monday to Saturday from 06:00 to 18:00, which suits people who want the work done before they leave for the day. For dangerous faults, such as burning smells, sparking or a house with no power at all, our 24-hour line takes calls every day of the year.",
    },
  ],
  related: [
    "electrical-repairs",
    "general-repairs",
    "general-installations",
    "emergency-electrical-services",
    "power-point-installation",
    "light-fixture-installation",
  ],
} satisfies ServiceInput;
