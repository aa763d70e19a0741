/**
 * The forms' checks as the browser loads them on first use: the schema with its options, and
 * the first message per field, as the API reports them.
 */
import { createBookingSchema, type BookingOptions } from "./booking";
import { createContactSchema, type ContactOptions } from "./contact";
import { fieldErrors } from "./fields";

export type ValidationResult<T> =
  { success: true; data: T } | { success: false; errors: Record<string, string> };

/** A form's check: its values in, the parsed request or the first message per field out. */
export type Validate<T> = (values: unknown) => ValidationResult<T>;

function validator<T>(schema: {
  safeParse(value: unknown): {
    success: boolean;
    data?: T;
    error?: { issues: Parameters<typeof fieldErrors>[0] };
  };
}) {
  return (values: unknown): ValidationResult<T> => {
    const result = schema.safeParse(values);
    return result.success
      ? { success: true, data: result.data as T }
      : { success: false, errors: fieldErrors(result.error?.issues ?? []) };
  };
}

export const contactValidator = (options: ContactOptions) =>
  validator<ReturnType<ReturnType<typeof createContactSchema>["parse"]>>(
    createContactSchema(options),
  );

export const bookingValidator = (options: BookingOptions) =>
  validator<ReturnType<ReturnType<typeof createBookingSchema>["parse"]>>(
    createBookingSchema(options),
  );
