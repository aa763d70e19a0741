/** The signed-in person a request comes from, as the server and the pages see them. */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  /** "admin" may work the leads; better-auth's admin plugin gives everyone else "user". */
  role: string | null;
  twoFactorEnabled: boolean;
}

/** How the admin is run, set from the environment and needed by the pages too. */
export interface AdminSettings {
  /** Admins must have two-factor sign-in before the admin API answers them. */
  requireTwoFactor: boolean;
  /** Leads older than this are anonymised; the admin shows when. */
  retentionDays: number;
}

export const isAdmin = (viewer: Pick<Viewer, "role"> | null | undefined): boolean =>
  (viewer?.role ?? "")
    .split(",")
    .map((role) => role.trim())
    .includes("admin");
