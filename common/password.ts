/**
 * How strong a staff password must be: checked in the browser as the person types, by the server
 * on sign-up, reset and change, and by the admin:create command. Length matters most (NIST
 * SP 800-63B); on top, the passwords people reach for first, and ones built from the account's
 * own name or e-mail, are refused. No composition rules: they make passwords worse, not better.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordMessages = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: "This password is one of the first that attackers try. Choose another.",
  personal: "Do not build the password from your name or e-mail address.",
  repetitive: "This password repeats too few characters. Try a few unrelated words.",
} as const;

/** Lowercased stems that make a password guessable, including the ones local to this trade. */
const commonStems = [
  "password",
  "passw0rd",
  "qwerty",
  "letmein",
  "welcome",
  "admin",
  "administrator",
  "iloveyou",
  "monkey",
  "dragon",
  "sunshine",
  "football",
  "princess",
  "abc123",
  "123456",
  "654321",
  "111111",
  "000000",
  "asdfgh",
  "zxcvbn",
  "electric",
  "electrical",
  "electrician",
  "capetown",
  "bishoplavis",
  "eskom",
  "loadshedding",
  "springbok",
  "changeme",
  "secret",
];

const letters = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Whether the password is common stems with only digits around them ("Password2026!"). */
function isCommon(password: string): boolean {
  const all = letters(password);
  if (/^[0-9]*$/.test(all)) return true;
  const longestFirst = [...commonStems].sort((a, b) => b.length - a.length);
  const rest = longestFirst.reduce((left, stem) => left.split(stem).join(""), all);
  return rest !== all && (rest.length < 4 || /^[0-9]*$/.test(rest));
}

/** Whether little is left of the password once the account's name and e-mail are taken out. */
function isPersonal(password: string, context: PasswordContext): boolean {
  const local = context.email?.toLowerCase().split("@")[0] ?? "";
  // Words of the name and of the address first, the address as a whole last: "thandi.m" must not
  // swallow the start of "thandimokoena".
  const parts = [...(context.name ?? "").split(/\s+/), ...local.split(/[^a-z0-9]+/), local]
    .map(letters)
    .filter((part) => part.length >= 3);
  let rest = letters(password);
  for (const part of parts) rest = rest.split(part).join("");
  return rest.length < 6 && rest.length < letters(password).length;
}

export interface PasswordContext {
  email?: string;
  name?: string;
}

/** The first reason the password is not good enough, or undefined when it is. */
export function passwordProblem(
  password: string,
  context: PasswordContext = {},
): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  if (new Set(password).size < 5) return passwordMessages.repetitive;
  if (isCommon(password)) return passwordMessages.common;
  if (isPersonal(password, context)) return passwordMessages.personal;
  return undefined;
}
