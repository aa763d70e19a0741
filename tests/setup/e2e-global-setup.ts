import { makeDataDirWithRoom } from "./lifted-capacity";
import { startBuiltServer } from "./start-server";

/**
 * One production server, on an empty embedded database, shared by the browser tests. Its booking
 * windows take any number of requests, as the unit tests' databases do: many specs book the first
 * day offered; tests/e2e/capacity.spec.ts fills the windows it means to.
 */
export default async function globalSetup() {
  const dataDir = await makeDataDirWithRoom();
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
