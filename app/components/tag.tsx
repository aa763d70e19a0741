const tones = {
  /** On invented proof that only development and preview builds show (content/proof.ts). */
  example: "bg-amber-100 text-amber-900 ring-amber-300",
  neutral: "bg-slate-100 text-slate-700 ring-slate-300",
};

/** A small label on a card, quote or picture: "Example" on invented proof, "Illustration" on a drawing. */
export function Tag({ children, tone }: { children: string; tone: keyof typeof tones }) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold tracking-wide uppercase ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** The label every invented testimonial, case study or job photo carries where it is shown. */
export const ExampleTag = () => <Tag tone="example">Example</Tag>;
