import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { fitClassifier, trainClassifier } from "./classifier";
import {
  decodeModel,
  encodeModel,
  modelKey,
  modelStoreDir,
  storedClassifier,
  useModelStore,
} from "./model-store";

const examples = [
  { text: "my lights keep tripping", label: "fault" },
  { text: "the earth leakage trips when it rains", label: "fault" },
  { text: "ek het 'n CoC nodig vir die verkoping", label: "coc" },
  { text: "certificate of compliance for selling my house", label: "coc" },
  { text: "install an inverter for load-shedding", label: "backup" },
  { text: "batteries and an inverter please", label: "backup" },
];

const probes = ["tripping again", "CoC for the transfer", "inverter quote", "something else"];

describe("the model store", () => {
  let dir: string;
  let previous: string;
  beforeEach(() => {
    previous = modelStoreDir();
    dir = mkdtempSync(join(tmpdir(), "model-store-"));
    useModelStore(dir);
  });
  afterEach(() => {
    useModelStore(previous);
    rmSync(dir, { recursive: true, force: true });
  });

  it("gives, from its file, the very predictions that training gives", () => {
    const trained = trainClassifier(examples, { seed: 3 });
    storedClassifier("probe", examples, { seed: 3 });
    expect(readdirSync(dir)).toHaveLength(1);
    const loaded = storedClassifier("probe", examples, { seed: 3 });
    for (const probe of probes) expect(loaded.predict(probe)).toEqual(trained.predict(probe));
  });

  it("round-trips every weight exactly", () => {
    const model = fitClassifier(examples);
    const key = modelKey(examples, {});
    const decoded = decodeModel(encodeModel(key, model), key);
    expect(decoded?.labels).toEqual(model.labels);
    expect(decoded?.vocabulary).toEqual(model.vocabulary);
    expect(decoded && [...decoded.weights]).toEqual([...model.weights]);
    expect(decoded && [...decoded.bias]).toEqual([...model.bias]);
  });

  it("keys a model by its examples and options, and keeps only the newest of a name", () => {
    const changed = [...examples, { text: "a new plug point in the kitchen", label: "fault" }];
    expect(modelKey(changed, {})).not.toBe(modelKey(examples, {}));
    expect(modelKey(examples, { seed: 1 })).not.toBe(modelKey(examples, {}));
    storedClassifier("probe", examples);
    storedClassifier("probe", changed);
    storedClassifier("other", examples);
    const files = readdirSync(dir).sort();
    expect(files).toEqual([
      `other-${modelKey(examples, {})}.bin`,
      `probe-${modelKey(changed, {})}.bin`,
    ]);
  });

  it("trains again rather than trust a file that is cut short, corrupt or another's", () => {
    const key = modelKey(examples, {});
    const file = join(dir, `probe-${key}.bin`);
    const good = encodeModel(key, fitClassifier(examples));
    expect(decodeModel(good.subarray(0, good.length - 8), key)).toBeUndefined();
    expect(decodeModel(Buffer.from("nonsense"), key)).toBeUndefined();
    expect(decodeModel(good, "another key")).toBeUndefined();
    writeFileSync(file, "nonsense");
    const recovered = storedClassifier("probe", examples);
    expect(recovered.predict("tripping again")).toEqual(
      trainClassifier(examples).predict("tripping again"),
    );
  });

  it("still answers when the store cannot be written", () => {
    useModelStore(join(dir, "missing", "\0invalid"));
    expect(storedClassifier("probe", examples).predict("inverter quote").label).toBe("backup");
  });
});
