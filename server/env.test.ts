import { describe, expect, it } from "vitest";

import { EnvError, loadEnv } from "./env";

describe("loadEnv", () => {
  it("serves on port 3000 with the embedded database in ./data by default", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats an empty variable as not set", () => {
    const env = loadEnv({ DATABASE_URL: "", PORT: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it("reads PORT, HOST, DATA_DIR and DATABASE_URL", () => {
    const env = loadEnv({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgres://site@db:5432/site",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgres://site@db:5432/site",
    });
  });

  it("names every bad variable at once", () => {
    const attempt = () => loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ connection URL/,
    );
    expect(attempt).toThrow(/LOG_LEVEL/);
  });
});
