import { makeDataDir, startBuiltServer } from "./start-server";

/** One production server, on an empty embedded database, shared by the browser tests. */
export default async function globalSetup() {
  const dataDir = await makeDataDir();
  // Every browser test talks from 127.0.0.1: the limits would count them all as one visitor.
  const server = await startBuiltServer({
    dataDir: dataDir.path,
    env: { LEAD_RATE_LIMIT: "10000", CHAT_RATE_LIMIT: "10000", AUTH_RATE_LIMIT: "10000" },
  });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    await dataDir.remove();
  };
}
