/** Service groups, in the order /services lists them. */
export const serviceGroups = [
  "residential",
  "commercial",
  "industrial",
  "solar",
  "security",
] as const;
export type ServiceGroup = (typeof serviceGroups)[number];

export const serviceGroupTitles: Record<ServiceGroup, string> = {
  residential: "For your home",
  commercial: "For businesses",
  industrial: "Industrial",
  solar: "Solar and backup power",
  security: "Security and networks",
};
