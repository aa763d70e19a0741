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
      BETTER_AUTH_SECRET: "x".repeat(32),
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgres://site@db:5432/site",
    });
  });

  it("needs one shared auth secret when copies of the server share PostgreSQL", () => {
    const shared = { DATABASE_URL: "postgres://site@db:5432/site" };
    expect(() => loadEnv(shared)).toThrow(/BETTER_AUTH_SECRET: is required with DATABASE_URL/);
    expect(() => loadEnv({ ...shared, BETTER_AUTH_SECRET: "too-short" })).toThrow(
      /BETTER_AUTH_SECRET: must be at least 32 characters/,
    );
    // Development on a PostgreSQL server may use the generated secret.
    expect(loadEnv({ ...shared, NODE_ENV: "development" }).BETTER_AUTH_SECRET).toBeUndefined();
  });

  it("reads the admin settings", () => {
    expect(loadEnv({})).toMatchObject({ LEAD_RETENTION_DAYS: 730, AUTH_RATE_LIMIT: 10 });
    expect(loadEnv({}).ADMIN_REQUIRE_2FA).toBeUndefined();
    expect(loadEnv({ ADMIN_REQUIRE_2FA: "false" }).ADMIN_REQUIRE_2FA).toBe(false);
    expect(loadEnv({ ADMIN_REQUIRE_2FA: "true" }).ADMIN_REQUIRE_2FA).toBe(true);
    expect(() => loadEnv({ ADMIN_REQUIRE_2FA: "maybe" })).toThrow(/ADMIN_REQUIRE_2FA/);
    expect(() => loadEnv({ LEAD_RETENTION_DAYS: "7" })).toThrow(/LEAD_RETENTION_DAYS/);
    expect(() => loadEnv({ BETTER_AUTH_URL: "ftp://x" })).toThrow(/BETTER_AUTH_URL/);
  });

  it("reads the booking loop's settings: the reminder time and the customer's template", () => {
    expect(loadEnv({}).BOOKING_REMINDER_TIME).toBe("16:00");
    expect(loadEnv({}).WHATSAPP_CUSTOMER_TEMPLATE).toBeUndefined();
    expect(loadEnv({ BOOKING_REMINDER_TIME: "07:30" }).BOOKING_REMINDER_TIME).toBe("07:30");
    expect(loadEnv({ BOOKING_REMINDER_TIME: "off" }).BOOKING_REMINDER_TIME).toBeNull();
    for (const bad of ["4pm", "24:00", "16:60", "7:30"]) {
      expect(() => loadEnv({ BOOKING_REMINDER_TIME: bad })).toThrow(
        /BOOKING_REMINDER_TIME: must be a time of day as HH:MM \(e.g. 16:00\), or "off"/,
      );
    }
    const whatsapp = {
      WHATSAPP_TOKEN: "EAAG-a-token-of-twenty-characters",
      WHATSAPP_PHONE_NUMBER_ID: "1234567890",
      WHATSAPP_ALERT_TO: "27821234567",
    };
    expect(
      loadEnv({ ...whatsapp, WHATSAPP_CUSTOMER_TEMPLATE: "booking_update" })
        .WHATSAPP_CUSTOMER_TEMPLATE,
    ).toBe("booking_update");
    expect(() => loadEnv({ ...whatsapp, WHATSAPP_CUSTOMER_TEMPLATE: "Booking Update" })).toThrow(
      /WHATSAPP_CUSTOMER_TEMPLATE: must be an approved template's name/,
    );
    expect(() => loadEnv({ WHATSAPP_CUSTOMER_TEMPLATE: "booking_update" })).toThrow(
      /WHATSAPP_CUSTOMER_TEMPLATE: needs the WhatsApp Cloud API/,
    );
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
