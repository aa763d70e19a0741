import type { PostCategory, ServiceGroup } from "../taxonomy";

export const afServiceGroupTitles: Record<ServiceGroup, string> = {
  residential: "Vir jou huis",
  commercial: "Vir besighede",
  industrial: "Nywerheid",
  solar: "Sonkrag en rugsteunkrag",
  security: "Sekuriteit, toegang en netwerke",
};

export const afPostCategoryTitles: Record<PostCategory, string> = {
  "local-guides": "Plaaslike gidse",
  safety: "Veiligheid",
  "backup-power-and-solar": "Rugsteunkrag en sonkrag",
  compliance: "Nakoming en CoC's",
  emergencies: "Noodgevalle",
  "lighting-and-design": "Beligting en ontwerp",
  "energy-news": "Energienuus",
  business: "Vir besighede",
};
