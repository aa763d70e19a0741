import type { Context } from "hono";

import type { ViewerVariables } from "../../auth/viewer";
import { BAD_JSON } from "../json-body";

export type AdminContext = Context<{ Variables: ViewerVariables }>;

export const adminErrors = {
  tooLarge: "The request is too large.",
  unsupported: "The request must be sent as JSON (application/json).",
  badJson: BAD_JSON,
  badShape: "The request must be a JSON object.",
  invalid: "Please correct the fields marked below and try again.",
  leadNotFound: "There is no such lead. It may have been erased.",
  bookingNotFound: "There is no such booking request. It may have been erased.",
  deliveryNotFound: "There is no such delivery. Its lead may have been erased.",
  delivered: "This was delivered already, so it is not sent again.",
  inProgress: "This is being delivered right now. Look again in a minute.",
  failed: "Something went wrong on the server. Please try again in a minute.",
  tooManyDevices:
    "Alerts are on for 10 devices already. Switch them off on a device you no longer use first.",
  deviceNotFound: "Alerts are not switched on for this device. Switch them on first.",
  alertFailed:
    "The push service did not take the test alert. Switch alerts off and on again on this device.",
} as const;

export const invalid = (c: Context, errors: Record<string, string>) =>
  c.json({ error: adminErrors.invalid, fieldErrors: errors }, 422);

export const attachment = (filename: string) => `attachment; filename="${filename}"`;
