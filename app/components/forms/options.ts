/** Choices a form lists; the server builds them from the content (lead-options.server.ts). */
export interface Option {
  value: string;
  label: string;
}

export interface OptionGroup {
  label: string;
  options: Option[];
}

export const optionValues = (groups: readonly OptionGroup[]) =>
  groups.flatMap((group) => group.options.map((option) => option.value));
