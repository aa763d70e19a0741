import { randomInt } from "node:crypto";

/** Crockford's base-32 digits: no I, L, O or U, so a reference survives being read aloud. */
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** "CT-7KX2-M94Q": a prefix for the kind of lead, then 40 random bits. */
export function newReference(prefix: string): string {
  let digits = "";
  for (let index = 0; index < 8; index += 1) digits += alphabet[randomInt(alphabet.length)];
  return `${prefix}-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** Unique-constraint violations, however the driver wraps them. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || typeof current === "object";) {
    if (current && (current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown } | null)?.cause;
    if (!current) return false;
  }
  return false;
}

/** Runs `save` with a fresh reference, again if the (astronomically unlikely) reference was taken. */
export async function withUniqueReference<T>(
  prefix: string,
  save: (reference: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await save(newReference(prefix));
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}
