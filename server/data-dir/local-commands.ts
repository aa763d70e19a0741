import { createOrPromoteAdmin, readAdminRequest } from "../auth/admin-accounts";
import type { Auth } from "../auth/auth";
import { writeBackup } from "../db/backup";
import type { Database } from "../db/client";
import { databaseReadiness } from "../launch/database-readiness";
import type { Logger } from "../logger";
import type { ChannelRoutes } from "./local-channel";

/** What the commands (admin:create, db:backup, launch:check) may ask of the server that owns the database. */
export function localCommands({
  auth,
  database,
  logger,
}: {
  auth: Auth;
  database: Database;
  logger: Logger;
}): ChannelRoutes {
  return {
    "/admin-accounts": async (body) => {
      const request = readAdminRequest(body);
      const outcome = await createOrPromoteAdmin(auth, database.db, request);
      logger.info({ email: request.email, outcome }, "admin account changed by command");
      return { outcome };
    },
    "/go-live": async () => ({ items: await databaseReadiness(database) }),
    "/backup": async (body) => {
      const out = typeof body.out === "string" ? body.out : "";
      const written = await writeBackup(database, out);
      logger.info({ out, bytes: written.bytes }, "database backed up by command");
      return written;
    },
  };
}
