import { Link } from "react-router";

/** Which form the auth page shows to someone signed out. */
export type AuthMode = "sign-in" | "register" | "forgot" | "reset";

const linkClass = "text-brand-700 underline";

/** Links to the other forms; the way back to sign-in keeps where the visitor was going. */
export function ModeLinks({ mode, next }: { mode: AuthMode; next: string }) {
  const keepNext = next === "/admin" ? "" : `&next=${encodeURIComponent(next)}`;
  return (
    <ul className="mt-8 space-y-2">
      {mode !== "sign-in" && (
        <li>
          Have an account?{" "}
          <Link className={linkClass} to={`/login${keepNext ? `?${keepNext.slice(1)}` : ""}`}>
            Sign in
          </Link>
        </li>
      )}
      {mode !== "forgot" && (
        <li>
          <Link className={linkClass} to="/auth?mode=forgot">
            Forgotten your password?
          </Link>
        </li>
      )}
      {mode !== "register" && (
        <li>
          New to the team?{" "}
          <Link className={linkClass} to="/register">
            Create an account
          </Link>
        </li>
      )}
    </ul>
  );
}
