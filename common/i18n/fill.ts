/** "Call {phone}" with { phone: "021 …" }: a frame string's placeholders filled where shown. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
