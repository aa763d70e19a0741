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
  security: "Security, access and networks",
};

/** The illustration a service page shows when the service names no image of its own. */
export const serviceGroupImages: Record<ServiceGroup, string> = {
  residential: "db-board-upgrade",
  commercial: "kitchen-downlights",
  industrial: "db-board-upgrade",
  solar: "solar-roof",
  security: "cctv-camera",
};

/** Blog categories, in the order /blog lists them. */
export const postCategories = [
  "local-guides",
  "safety",
  "backup-power-and-solar",
  "compliance",
  "emergencies",
  "lighting-and-design",
  "energy-news",
  "business",
] as const;
export type PostCategory = (typeof postCategories)[number];

export const postCategoryTitles: Record<PostCategory, string> = {
  "local-guides": "Local guides",
  safety: "Safety",
  "backup-power-and-solar": "Backup power and solar",
  compliance: "Compliance and CoCs",
  emergencies: "Emergencies",
  "lighting-and-design": "Lighting and design",
  "energy-news": "Energy news",
  business: "For businesses",
};

/** The illustration a post shows when it names no image of its own. */
export const postCategoryImages: Record<PostCategory, string> = {
  "local-guides": "db-board-upgrade",
  safety: "safety-tips",
  "backup-power-and-solar": "inverter-install",
  compliance: "coc-inspection",
  emergencies: "safety-tips",
  "lighting-and-design": "kitchen-downlights",
  "energy-news": "solar-roof",
  business: "network-cabinet",
};

/** Services the home page shows first: the jobs most people come to the site for. */
export const featuredServices = [
  "emergency-electrical-services",
  "electrical-repairs",
  "electrical-compliance-certificates",
  "electrical-panel-upgrades",
  "solar-inverter-installation",
  "solar-panel-installation",
  "electrical-installations",
  "commercial-electrical-services",
  "cctv-installation",
];
