/** The booking form's fixed choices, apart from the schema so the page can list them cheaply. */
export const NOT_SURE_SERVICE = "not-sure";
export const OTHER_SUBURB = "other";

export const propertyTypes = ["residential", "commercial", "industrial"] as const;
export const preferredContacts = ["phone", "email"] as const;
