/** The number for tel: and wa.me links: digits, with South Africa's code in front of a 0. */
export function internationalNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.startsWith("0") ? `27${digits.slice(1)}` : digits;
}

/** Links that call or message a customer from the phone the alert is read on. */
export function phoneLinks(phone: string): { call: string; whatsapp: string } {
  const number = internationalNumber(phone);
  return { call: `tel:+${number}`, whatsapp: `https://wa.me/${number}` };
}
