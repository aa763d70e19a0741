import type { z } from "zod";

import { fieldErrors } from "#common/validation/fields.ts";

/** Values an admin sent that cannot be used; the API answers 422 with the field errors. */
export class InvalidInputError extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super(`Invalid input: ${Object.keys(fieldErrors).join(", ")}`);
    this.name = "InvalidInputError";
  }
}

/** The parsed value, or an InvalidInputError naming each field's first problem. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new InvalidInputError(fieldErrors(parsed.error.issues));
  return parsed.data;
}
