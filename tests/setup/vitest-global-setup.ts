import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { TestProject } from "vitest/node";

import { createAssistant } from "../../server/assistant/assistant";
import { openDatabase } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { liftBookingCapacity } from "./lifted-capacity";
import { createPostgresTemplate } from "./test-db";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a migrated, empty PGlite database; each test file starts from a copy. */
    pgliteTemplatePath: string;
    /** With TEST_DATABASE_URL: a migrated, empty database there that each test file copies. */
    postgresTemplateName: string;
  }
}

/**
 * Creating a PGlite database runs initdb (about 4 s); loading a dump of one takes under 1 s. So
 * the migrated database is made once per run and every test file loads its own copy.
 */
export default async function setup(project: TestProject) {
  // Trains the assistant's models into their store once, before the test files start side by
  // side: each of them then reads the models instead of training them again.
  createAssistant();
  const folder = await mkdtemp(join(tmpdir(), "site-test-template-"));
  const database = await openDatabase({ kind: "pglite" });
  await migrate(database.db);
  await liftBookingCapacity(database.db);
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const path = join(folder, "template.tar");
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplatePath", path);
  const postgres = process.env.TEST_DATABASE_URL
    ? await createPostgresTemplate(process.env.TEST_DATABASE_URL)
    : undefined;
  project.provide("postgresTemplateName", postgres?.name ?? "");
  return async () => {
    await postgres?.drop();
    await rm(folder, { recursive: true, force: true });
  };
}
