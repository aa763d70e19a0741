/**
 * Places the assistant can answer about beyond the suburbs that have pages of their own: where we
 * also work, where we go by arrangement, and where we do not go.
 */
export const coverage = {
  /** Covered like the suburbs with pages, usually within 45 minutes of the workshop. */
  alsoCovered: [
    "Maitland",
    "Mowbray",
    "Rosebank",
    "Kenilworth",
    "Lansdowne",
    "Plumstead",
    "Bergvliet",
    "Tokai",
    "Retreat",
    "Grassy Park",
    "Brackenfell",
    "Kraaifontein",
    "Milnerton",
    "Table View",
    "Bothasig",
  ],
  /** Inside the metro but far from the workshop: planned visits rather than same-day call-outs. */
  byArrangement: [
    "Somerset West",
    "Strand",
    "Gordon's Bay",
    "Simon's Town",
    "Noordhoek",
    "Kommetjie",
    "Scarborough",
    "Melkbosstrand",
    "Atlantis",
  ],
  /** Outside the area we serve. */
  notCovered: [
    "Stellenbosch",
    "Paarl",
    "Franschhoek",
    "Wellington",
    "Malmesbury",
    "Hermanus",
    "Worcester",
    "Langebaan",
    "Saldanha",
    "Johannesburg",
    "Pretoria",
    "Durban",
    "Gqeberha",
    "George",
  ],
  /** For Western Cape towns we do not serve: the nearest place we do, to say how far we reach. */
  nearestServed: {
    Stellenbosch: "Kuils River",
    Paarl: "Kraaifontein",
    Franschhoek: "Kraaifontein",
    Wellington: "Kraaifontein",
    Worcester: "Kraaifontein",
    Malmesbury: "Durbanville",
    Langebaan: "Melkbosstrand",
    Saldanha: "Melkbosstrand",
    Hermanus: "Somerset West",
  } as Record<string, string>,
};
