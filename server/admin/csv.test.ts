import { describe, expect, it } from "vitest";

import { csvCell, formatLocalTime, leadsCsv, toCsv } from "./csv";
import type { InboxLead } from "./inbox";

/** A strict RFC 4180 reader, to check that what toCsv writes reads back as the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let index = 0;
  while (index < text.length) {
    if (text[index] === '"') {
      index += 1;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote < 0) throw new Error("unterminated quoted field");
        cell += text.slice(index, quote);
        index = quote + 1;
        if (text[index] !== '"') break;
        cell += '"';
        index += 1;
      }
    }
    if (text.startsWith("\r\n", index)) {
      rows.push([...row, cell]);
      row = [];
      cell = "";
      index += 2;
    } else if (text[index] === ",") {
      row.push(cell);
      cell = "";
      index += 1;
    } else if (index < text.length) {
      if (/["\r\n]/.test(text[index]!)) throw new Error(`bare ${JSON.stringify(text[index])}`);
      cell += text[index];
      index += 1;
    }
  }
  if (cell || row.length) throw new Error("missing final CRLF");
  return rows;
}

const formulaStart = /^[=+\-@\t\r]/;

describe("toCsv", () => {
  it("writes RFC 4180: CRLF after every row, quotes only where needed, quotes doubled", () => {
    expect(
      toCsv(
        ["Name", "Note"],
        [
          ["Anna", 'She said "soon", then left'],
          ["Line\nbreak", null],
        ],
      ),
    ).toBe('Name,Note\r\nAnna,"She said ""soon"", then left"\r\n"Line\nbreak",\r\n');
  });

  it.each([
    [
      '=HYPERLINK("http://evil.example","Click")',
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    ],
    ["+27 82 555 1234", "'+27 82 555 1234"],
    ["-1+1", "'-1+1"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", `"'\r=1+1"`],
    ["082 555 1234", "082 555 1234"],
    ["a=b", "a=b"],
    // Split at the ";" by a spreadsheet whose list separator it is, the second cell would run.
    ["Bob;=cmd|' /C calc'!A0", `"Bob;=cmd|' /C calc'!A0"`],
  ])("neutralises %j as %s", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it("leaves numbers, booleans and dates as they are", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(false)).toBe("false");
    expect(csvCell(new Date("2026-11-21T20:00:00Z"))).toBe("2026-11-21T20:00:00.000Z");
    expect(csvCell(undefined)).toBe("");
  });

  it("reads back every tricky string as itself, never as a formula", () => {
    const pieces = [
      "",
      "a",
      ",",
      '"',
      '""',
      "\n",
      "\r\n",
      "\r",
      "=",
      "+",
      "-",
      "@",
      "\t",
      " ",
      "'",
      "é",
      "😀",
      "<script>",
    ];
    const values: string[] = [];
    for (const first of pieces) {
      for (const second of pieces) {
        for (const third of ["", "x", ",", '"', "\n", "=1"]) values.push(first + second + third);
      }
    }
    // Rows of varying width, so every string is tried next to others and at a row's ends.
    const rows = [];
    for (let start = 0; start < values.length; start += 7)
      rows.push(values.slice(start, start + 7));
    const parsed = parseCsv(toCsv(["a", "b"], rows));
    expect(parsed[0]).toEqual(["a", "b"]);
    const cells = parsed.slice(1).flat();
    expect(cells).toHaveLength(values.length);
    cells.forEach((cell, index) => {
      const value = values[index]!;
      expect(cell).toBe(formulaStart.test(value) ? `'${value}` : value);
      expect(formulaStart.test(cell)).toBe(false);
    });
  });
});

describe("leadsCsv", () => {
  const lead: InboxLead = {
    kind: "appointment",
    id: "4b0c1f0e-8a35-4d3e-9d43-2f4c6a1b7e55",
    reference: "BK-7KX2-M94Q",
    name: '=HYPERLINK("http://evil.example","Thandi")',
    phone: "+27 82 555 0199",
    email: "sipho@example.com",
    service: "not-sure",
    language: "af",
    urgent: false,
    serviceTitle: "Not sure yet",
    suburb: "Elsies River",
    address: "12 Voortrekker Road",
    status: "new",
    booking: { date: "2026-11-24", timeWindow: "morning", status: "requested" },
    createdAt: new Date("2026-11-21T20:00:00Z"),
    anonymisedAt: null,
    waitingMinutes: 45,
  };

  it("writes one row per lead under the inbox's headers, times in South African time", () => {
    const [headers, row] = parseCsv(leadsCsv([lead]));
    expect(headers).toEqual([
      "Reference",
      "Received",
      "Source",
      "Name",
      "Phone",
      "E-mail",
      "Service",
      "Suburb",
      "Address",
      "Status",
      "Booking date",
      "Booking window",
      "Booking status",
      "Anonymised",
      "Language",
    ]);
    expect(row).toEqual([
      "BK-7KX2-M94Q",
      "2026-11-21 22:00",
      "Booking",
      `'=HYPERLINK("http://evil.example","Thandi")`,
      "'+27 82 555 0199",
      "sipho@example.com",
      "Not sure yet",
      "Elsies River",
      "12 Voortrekker Road",
      "new",
      "2026-11-24",
      "morning",
      "requested",
      "",
      "Afrikaans",
    ]);
  });

  it("writes only the headers for no leads, and midnight as 00:00", () => {
    expect(parseCsv(leadsCsv([]))).toHaveLength(1);
    expect(formatLocalTime(new Date("2026-11-21T22:00:00Z"))).toBe("2026-11-22 00:00");
  });
});
