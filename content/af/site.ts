/**
 * The facts of content/site.ts as an Afrikaans page says them. The hours are derived from the
 * same data as the English ones, so a change there changes both; only the words are written here.
 */
import { site, type OpeningHours } from "../site";

type Day = OpeningHours["days"][number];

const dayNames: Record<Day, string> = {
  Monday: "Maandag",
  Tuesday: "Dinsdag",
  Wednesday: "Woensdag",
  Thursday: "Donderdag",
  Friday: "Vrydag",
  Saturday: "Saterdag",
  Sunday: "Sondag",
};
const week = Object.keys(dayNames) as Day[];

const listOf = (items: string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} en ${items.at(-1)}`;

/** "Maandag tot Saterdag" for a run of days, "Maandag, Woensdag en Vrydag" otherwise. */
function daysOf(days: readonly Day[]): string {
  const indexes = days.map((day) => week.indexOf(day));
  const consecutive = indexes.every((index, i) => i === 0 || index === (indexes[i - 1] ?? 0) + 1);
  if (days.length > 2 && consecutive) {
    return `${dayNames[days[0]!]} tot ${dayNames[days.at(-1)!]}`;
  }
  return listOf(days.map((day) => dayNames[day]));
}

/** "Maandag tot Saterdag 06:00 tot 18:00; Sondag gesluit, behalwe vir noodgevalle". */
export function hoursSummary(): string {
  const open = site.hours.map(
    (hours) => `${daysOf(hours.days)} ${hours.opens} tot ${hours.closes}`,
  );
  const closed = week.filter(
    (day) => !site.hours.some((hours) => (hours.days as readonly Day[]).includes(day)),
  );
  const closedPart =
    closed.length > 0
      ? `; ${listOf(closed.map((day) => dayNames[day]))} gesluit, behalwe vir noodgevalle`
      : "";
  return `${open.join(", ")}${closedPart}`;
}

/** site.emergencySummary in Afrikaans. */
export const emergencySummary = "Nooduitroepe 24 uur per dag, 7 dae per week";

/** site.serviceAreaSummary in Afrikaans, as it reads after "oral in". */
export const serviceAreaSummary = "die groter Kaapstad";

/** site.serviceAreas as one Afrikaans list: "Bellville, Parow … en Ravensmead". */
export const serviceAreaList = listOf([...site.serviceAreas]);

/** site.description in Afrikaans, for the business's structured data on Afrikaans pages. */
export const description = `Professionele elektriese dienste vir huise en besighede in Kaapstad, van ${site.address.locality} af.`;
