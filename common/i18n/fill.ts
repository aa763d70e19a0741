/**
 * Puts values into a message's `{name}` slots. Messages are plain strings, not functions, so a
 * loader can hand the page's language to the browser as data (app/routes/contact.tsx).
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, key: string) =>
    key in values ? String(values[key]) : slot,
  );
}
