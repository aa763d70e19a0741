import { useState } from "react";

import { TextField } from "#app/components/forms/fields.tsx";
import { PASSWORD_MIN_LENGTH, passwordProblem, type PasswordContext } from "#common/password.ts";

/**
 * A new password with the rules said up front, and checked when the person leaves the field,
 * with the same rules the server applies.
 */
export function NewPasswordField({
  id,
  name,
  label = "New password",
  error,
  context,
}: {
  id: string;
  name: string;
  label?: string;
  error?: string;
  context?: () => PasswordContext;
}) {
  const [problem, setProblem] = useState<string>();
  return (
    <TextField
      id={id}
      name={name}
      type="password"
      label={label}
      autoComplete="new-password"
      minLength={PASSWORD_MIN_LENGTH}
      required
      hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words are strong and easy to remember.`}
      error={error ?? problem}
      onBlur={(event) => {
        const value = event.currentTarget.value;
        setProblem(value ? passwordProblem(value, context?.()) : undefined);
      }}
    />
  );
}
