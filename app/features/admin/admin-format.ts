const zone = "Africa/Johannesburg";

const dateTime = new Intl.DateTimeFormat("en-ZA", {
  timeZone: zone,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

const dateOnly = new Intl.DateTimeFormat("en-ZA", {
  timeZone: zone,
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "21 Nov 2026, 14:05", in Cape Town time whatever the admin's device says. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export const formatDate = (iso: string) => dateOnly.format(new Date(iso));

/** How long ago, in the largest unit that fits: "12 min", "5 h", "3 days". */
export function formatAge(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}
