import { useRef, useState } from "react";

import { TextField } from "#app/components/forms/fields.tsx";
import { FormSuccess } from "#app/components/forms/form-alert.tsx";
import { CONFIRM_LINK_HOURS } from "#common/account-confirmation.ts";
import { passwordProblem } from "#common/password.ts";

import { authRequest } from "./auth-api";
import { AuthForm, emailProblem, fieldValue } from "./auth-form";
import { NewPasswordField } from "./password-field";

/**
 * A new staff account. It signs in once its address is confirmed by the e-mailed link, and sees
 * no leads until the owner makes it an admin. The answer is the same for an address that has an
 * account already (its owner gets an e-mail saying so), so the form tells no one who works here.
 */
export function RegisterForm() {
  const form = useRef<HTMLDivElement>(null);
  const [sentTo, setSentTo] = useState<string>();
  const typed = (name: string) =>
    form.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? "";
  if (sentTo) {
    return (
      <FormSuccess title="Check your e-mail">
        <p>
          We have sent a message to {sentTo}. Open the link in it within {CONFIRM_LINK_HOURS} hours
          to confirm the address, then sign in. If the address already has an account, the message
          says so instead.
        </p>
      </FormSuccess>
    );
  }
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
          if (!result.ok) return { message: result.message };
          setSentTo(email);
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
