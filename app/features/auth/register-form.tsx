import { useRef } from "react";

import { TextField } from "#app/features/forms/fields.tsx";
import { passwordProblem } from "#common/password.ts";

import { authRequest } from "./auth-api";
import { AuthForm, emailProblem, fieldValue } from "./auth-form";
import { NewPasswordField } from "./password-field";

/** A new staff account. It sees no leads until the owner makes it an admin. */
export function RegisterForm() {
  const form = useRef<HTMLDivElement>(null);
  const typed = (name: string) =>
    form.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? "";
  return (
    <div ref={form}>
      <AuthForm
        label="Create an account"
        submitLabel="Create account"
        pendingLabel="Creating your account…"
        onSubmit={async (data) => {
          const name = fieldValue(data, "name").trim();
          const email = fieldValue(data, "email").trim();
          const password = fieldValue(data, "password");
          const fields: Record<string, string> = {};
          if (name.length < 2) fields.name = "Please provide your full name.";
          const badEmail = emailProblem(email);
          if (badEmail) fields.email = badEmail;
          const weak = passwordProblem(password, { email, name });
          if (weak) fields.password = weak;
          if (Object.keys(fields).length) return { fields };
          const result = await authRequest("/sign-up/email", { name, email, password });
          if (!result.ok) {
            return result.message.startsWith("An account with this e-mail")
              ? { fields: { email: result.message } }
              : { message: result.message };
          }
          window.location.assign("/auth");
        }}
      >
        {(errors) => (
          <>
            <TextField
              id="register-name"
              name="name"
              label="Full name"
              autoComplete="name"
              required
              error={errors.name}
            />
            <TextField
              id="register-email"
              name="email"
              type="email"
              label="E-mail address"
              autoComplete="email"
              required
              error={errors.email}
            />
            <NewPasswordField
              id="register-password"
              name="password"
              label="Password"
              error={errors.password}
              context={() => ({ email: typed("email"), name: typed("name") })}
            />
          </>
        )}
      </AuthForm>
    </div>
  );
}
