import type { Viewer } from "#common/viewer.ts";

export interface ViewerVariables {
  /** Set by the auth middleware on /api/admin/* before any admin route runs. */
  viewer: Viewer;
}
