import { useState } from "react";
import { Link } from "react-router";

import { TextField } from "#app/components/forms/fields.tsx";
import { FormSuccess } from "#app/components/forms/form-alert.tsx";
import { passwordProblem } from "#common/password.ts";

import { authMessages, authRequest } from "./auth-api";
import { AuthForm, emailProblem, fieldValue } from "./auth-form";
import { NewPasswordField } from "./password-field";

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string>();
  if (sentTo) {
    return (
      <FormSuccess title="Check your e-mail">
        <p>
          If {sentTo} has an account, a link to choose a new password is on its way. The link works
          for one hour.
        </p>
      </FormSuccess>
    );
  }
  return (
    <AuthForm
      label="Reset your password"
      submitLabel="Send the reset link"
      pendingLabel="Sending…"
      onSubmit={async (data) => {
        const email = fieldValue(data, "email").trim();
        const badEmail = emailProblem(email);
        if (badEmail) return { fields: { email: badEmail } };
        const result = await authRequest("/request-password-reset", {
          email,
          redirectTo: "/auth?mode=reset",
        });
        if (!result.ok) return { message: result.message };
        setSentTo(email);
      }}
    >
      {(errors) => (
        <TextField
          id="forgot-email"
          name="email"
          type="email"
          label="E-mail address of your account"
          autoComplete="email"
          required
          error={errors.email}
        />
      )}
    </AuthForm>
  );
}

/** The page the e-mailed link opens: a new password, typed twice. */
export function ResetPasswordForm({ token, error }: { token?: string; error?: string }) {
  const [done, setDone] = useState(false);
  if (done) {
    return (
      <FormSuccess title="Your password is changed">
        <p>
          Every device that was signed in has been signed out. <Link to="/login">Sign in</Link> with
          the new password.
        </p>
      </FormSuccess>
    );
  }
  if (!token || error) {
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
        {authMessages.expiredLink} <Link to="/auth?mode=forgot">Ask for a new link</Link>.
      </p>
    );
  }
  return (
    <AuthForm
      label="Choose a new password"
      submitLabel="Save the new password"
      pendingLabel="Saving…"
      onSubmit={async (data) => {
        const password = fieldValue(data, "password");
        const repeated = fieldValue(data, "repeat");
        const weak = passwordProblem(password);
        if (weak) return { fields: { password: weak } };
        if (password !== repeated) {
          return { fields: { repeat: "The two passwords are not the same." } };
        }
        const result = await authRequest("/reset-password", { newPassword: password, token });
        if (!result.ok) return { message: result.message };
        setDone(true);
      }}
    >
      {(errors) => (
        <>
          <NewPasswordField id="reset-password" name="password" error={errors.password} />
          <TextField
            id="reset-repeat"
            name="repeat"
            type="password"
            label="The new password again"
            autoComplete="new-password"
            required
            error={errors.repeat}
          />
        </>
      )}
    </AuthForm>
  );
}
