/**
 * A mailto: link to one address with a subject. Every character of the address that a URL
 * gives a meaning to is encoded, so an address stored before addresses were checked strictly
 * ("a@example.co?cc=…&body=…") can only ever be the recipient, never add headers or a body.
 */
export function mailtoLink(address: string, subject: string): string {
  const recipient = address.replace(/[^A-Za-z0-9@._+'-]/g, (character) =>
    encodeURIComponent(character),
  );
  return `mailto:${recipient}?subject=${encodeURIComponent(subject)}`;
}
