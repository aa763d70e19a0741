import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { offsetClock } from "./test-clock";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "test-clock-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("offsetClock", () => {
  it("adds the file's milliseconds to the real time, read on every call", async () => {
    const path = join(dir, "offset");
    const clock = offsetClock(path, () => 1_000_000);
    expect(clock().getTime()).toBe(1_000_000);
    await writeFile(path, "660000\n");
    expect(clock().getTime()).toBe(1_660_000);
    await writeFile(path, "soon");
    expect(clock().getTime()).toBe(1_000_000);
    await writeFile(path, "-5000");
    expect(clock().getTime()).toBe(1_000_000);
  });
});
