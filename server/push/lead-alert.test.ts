import { describe, expect, it } from "vitest";

import { leadAlert, suburbIn } from "./lead-alert";

const id = "0b6f1d7e-5c1a-4c3e-9a57-2f1e6d3c4b5a";

describe("suburbIn", () => {
  it("finds the suburb at the end of an address and drops the street", () => {
    expect(suburbIn("12 Sparrow Street, Bishop Lavis")).toBe("Bishop Lavis");
    expect(suburbIn("bonteheuwel")).toBe("Bonteheuwel");
  });

  it("takes the last area named, as addresses end with their suburb", () => {
    expect(suburbIn("4 Dahlia Gardens, Belhar")).toBe("Belhar");
  });

  it("matches whole words only", () => {
    expect(suburbIn("3 Parowvallei Road")).toBeUndefined();
    expect(suburbIn("Upper Parow, near the station")).toBe("Parow");
  });

  it("shows no place when none of our areas is named", () => {
    expect(suburbIn("14 Long Street, Stellenbosch")).toBeUndefined();
    expect(suburbIn(undefined)).toBeUndefined();
    expect(suburbIn("")).toBeUndefined();
  });
});

describe("leadAlert", () => {
  it("says the kind, the service and the suburb, and opens the lead", () => {
    expect(
      leadAlert({
        kind: "appointment",
        id,
        service: "Geyser installation and repair",
        place: "Belhar",
      }),
    ).toEqual({
      title: "New booking request",
      body: "Geyser installation and repair · Belhar",
      url: `/admin?lead=appointment/${id}`,
      tag: `lead-${id}`,
    });
  });

  it("never carries the street, a phone number or an e-mail address", () => {
    const alert = leadAlert({
      kind: "chatbot_submission",
      id,
      place: "7 Vlei Road, Bishop Lavis, call 082 555 0100 or jan@example.co.za",
    });
    expect(JSON.stringify(alert)).not.toMatch(/Vlei|082|@/);
    expect(alert.body).toBe("Bishop Lavis");
  });

  it("says in the title when the visitor described danger in the chat", () => {
    expect(leadAlert({ kind: "chatbot_submission", id, dangerDescribed: true }).title).toBe(
      "New chat call-back request: danger described",
    );
    expect(leadAlert({ kind: "chatbot_submission", id, dangerDescribed: false }).title).toBe(
      "New chat call-back request",
    );
  });

  it("still reads when it knows neither service nor suburb", () => {
    expect(leadAlert({ kind: "contact_message", id }).body).toBe("Open the inbox to see it.");
  });
});
