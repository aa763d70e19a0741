import { makeDataDir, startBuiltServer } from "./start-server";

/** One production server, on an empty embedded database, shared by the browser tests. */
export default async function globalSetup() {
  const dataDir = await makeDataDir();
  const server = await startBuiltServer({ dataDir: dataDir.path });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    await dataDir.remove();
  };
}
