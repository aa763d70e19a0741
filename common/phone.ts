/**
 * The number for tel: and wa.me links: digits with the country code, however it was written:
 * "082 555 0101", "+27 82 555 0101", "0027 82 555 0101" or "+27 (0)82 555 0101".
 */
export function internationalNumber(phone: string): string {
  let digits = phone.replace(/\D/g, "");
  if (digits.startsWith("00")) digits = digits.slice(2);
  if (digits.startsWith("270")) digits = `27${digits.slice(3)}`;
  return digits.startsWith("0") ? `27${digits.slice(1)}` : digits;
}

/** Links that call or message a customer from the phone the alert is read on. */
export function phoneLinks(phone: string): { call: string; whatsapp: string } {
  const number = internationalNumber(phone);
  return { call: `tel:+${number}`, whatsapp: `https://wa.me/${number}` };
}
