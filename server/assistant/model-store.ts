/**
 * Trained classifiers kept as files, so that neither a server start nor a test file trains the
 * assistant again (2-3 s of CPU each time; decision 020). A file is named by a hash of all that
 * decides the model: its examples, the training options and the fitting code itself. Changing
 * any of them gives a new name, so a stored model is never stale; it is the same model, weight
 * for weight, that training would give.
 *
 * `npm run build` fills build/models (the server reads it from there); tests, scripts and
 * `npm run dev` share node_modules/.cache/assistant-models, which the first of them fills.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import {
  classifierFrom,
  fitClassifier,
  fittingCode,
  type Classifier,
  type ClassifierModel,
  type Examples,
  type TrainingOptions,
} from "./classifier";

let storeDir = join(process.cwd(), "node_modules", ".cache", "assistant-models");

/** Where models are read and written from now on (the server: its build's `models` folder). */
export function useModelStore(dir: string): void {
  storeDir = dir;
}

export function modelStoreDir(): string {
  return storeDir;
}

export function modelKey(examples: Examples<string>, options: TrainingOptions): string {
  return createHash("sha256")
    .update(fittingCode())
    .update("\0")
    .update(JSON.stringify(options))
    .update("\0")
    .update(JSON.stringify(examples))
    .digest("hex")
    .slice(0, 32);
}

/**
 * The classifier for these examples: read from the store when it holds it, else trained and
 * written there for the next process. A store that cannot be written (a read-only build) only
 * costs the training time.
 */
export function storedClassifier<Label extends string>(
  name: string,
  examples: Examples<Label>,
  options: TrainingOptions = {},
): Classifier<Label> {
  const key = modelKey(examples, options);
  const file = join(storeDir, `${name}-${key}.bin`);
  const stored = readModel<Label>(file, key);
  if (stored) return classifierFrom(stored);
  const model = fitClassifier(examples, options);
  writeModel(file, key, model, name);
  return classifierFrom(model);
}

/*
 * The file: a 4-byte length, a JSON header (key, labels, vocabulary) padded to 8 bytes, then the
 * weights and the bias as little-endian float64, exactly as trained.
 */

export function encodeModel(key: string, model: ClassifierModel<string>): Buffer {
  const header = Buffer.from(
    JSON.stringify({ key, labels: model.labels, vocabulary: model.vocabulary }),
  );
  const headerEnd = Math.ceil((4 + header.length) / 8) * 8;
  const file = Buffer.alloc(headerEnd + (model.weights.length + model.bias.length) * 8);
  file.writeUInt32LE(header.length, 0);
  header.copy(file, 4);
  const numbers = new Float64Array(file.buffer, file.byteOffset + headerEnd);
  numbers.set(model.weights);
  numbers.set(model.bias, model.weights.length);
  return file;
}

export function decodeModel<Label extends string>(
  file: Buffer,
  key: string,
): ClassifierModel<Label> | undefined {
  if (file.length < 4) return undefined;
  const headerLength = file.readUInt32LE(0);
  if (4 + headerLength > file.length) return undefined;
  let header: { key?: unknown; labels?: unknown; vocabulary?: unknown };
  try {
    header = JSON.parse(file.toString("utf8", 4, 4 + headerLength)) as typeof header;
  } catch {
    return undefined;
  }
  const { labels, vocabulary } = header;
  if (header.key !== key || !Array.isArray(labels) || !Array.isArray(vocabulary)) return undefined;
  const headerEnd = Math.ceil((4 + headerLength) / 8) * 8;
  const weightCount = vocabulary.length * labels.length;
  if (file.length !== headerEnd + (weightCount + labels.length) * 8) return undefined;
  // Float64Array needs an 8-byte boundary: a file read whole has one; a slice of a larger
  // buffer may not, and is copied.
  const start = file.byteOffset + headerEnd;
  const numbers =
    start % 8 === 0
      ? new Float64Array(file.buffer, start, weightCount + labels.length)
      : new Float64Array(file.buffer.slice(start, file.byteOffset + file.length));
  return {
    labels: labels as Label[],
    vocabulary: vocabulary as string[],
    weights: numbers.subarray(0, weightCount),
    bias: numbers.subarray(weightCount),
  };
}

function readModel<Label extends string>(file: string, key: string) {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  return decodeModel<Label>(bytes, key);
}

function writeModel(file: string, key: string, model: ClassifierModel<string>, name: string) {
  try {
    mkdirSync(storeDir, { recursive: true });
    // Written aside and renamed, so a process reading at the same moment sees all or nothing.
    const aside = `${file}.${randomBytes(4).toString("hex")}.tmp`;
    writeFileSync(aside, encodeModel(key, model));
    renameSync(aside, file);
    // The same model trained on older examples is of no use to anyone any more.
    for (const other of readdirSync(storeDir)) {
      if (other.startsWith(`${name}-`) && other.endsWith(".bin") && join(storeDir, other) !== file)
        rmSync(join(storeDir, other), { force: true });
    }
  } catch {
    // Read-only or full: the next process trains again, nothing else is lost.
  }
}
