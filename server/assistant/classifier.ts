/**
 * A multinomial logistic-regression intent classifier over words, word pairs and letter
 * trigrams to pentagrams. Letter n-grams carry typos, SMS spelling and Afrikaans compounds
 * ("kragonderbreking", "aardlekskakelaar") that no word list holds. Trained in-process from
 * `training/utterances.ts` in a few hundred milliseconds, deterministically (a seeded shuffle), so
 * the same data always gives the same model. See docs/decisions/014-assistant-understanding.md.
 */
import { fold, shorthand, tokens } from "./text";

export interface Prediction<Label extends string> {
  label: Label;
  /** Softmax probability of the label, 0 to 1. */
  confidence: number;
  /** Every label's probability, best first. */
  ranked: { label: Label; confidence: number }[];
}

export interface TrainingOptions {
  epochs?: number;
  learningRate?: number;
  /** L2 penalty per update: keeps rare features from deciding alone. */
  l2?: number;
  seed?: number;
}

/** The features of a text, as strings; each counts once. */
export function features(text: string): string[] {
  const words = tokens(text);
  const found = new Set<string>();
  for (const [index, word] of words.entries()) {
    found.add(`w:${word}`);
    if (index > 0) found.add(`b:${words[index - 1]}_${word}`);
    const padded = `<${word}>`;
    for (let size = 3; size <= 5; size++) {
      for (let start = 0; start + size <= padded.length; start++) {
        found.add(`c:${padded.slice(start, start + size)}`);
      }
    }
  }
  return [...found];
}

/** Mulberry32: a small seeded generator, so training is repeatable. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A trained model as plain data: what `fitClassifier` computes and what the model store keeps
 * on disk, so that a stored model predicts exactly what a freshly trained one does.
 */
export interface ClassifierModel<Label extends string> {
  labels: Label[];
  /** Feature strings, in the order of their ids. */
  vocabulary: string[];
  /** One weight per feature and label: `weights[id * labels.length + label]`. */
  weights: Float64Array;
  bias: Float64Array;
}

export type Examples<Label extends string> = { text: string; label: Label }[];

export function fitClassifier<Label extends string>(
  examples: Examples<Label>,
  options: TrainingOptions = {},
): ClassifierModel<Label> {
  const { epochs = 10, learningRate = 2, l2 = 1e-5, seed = 12 } = options;
  const labels = [...new Set(examples.map((example) => example.label))];
  const labelIndex = new Map(labels.map((label, index) => [label, index]));
  const vocabulary = new Map<string, number>();
  const encoded = examples.map((example) => {
    const ids = features(example.text).map((feature) => {
      let id = vocabulary.get(feature);
      if (id === undefined) vocabulary.set(feature, (id = vocabulary.size));
      return id;
    });
    return { ids, label: labelIndex.get(example.label)! };
  });

  const classes = labels.length;
  const weights = new Float64Array(vocabulary.size * classes);
  const bias = new Float64Array(classes);
  const probabilities = softmaxOver(weights, bias, classes);

  const random = seeded(seed);
  const order = encoded.map((_, index) => index);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let index = order.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    const rate = learningRate / (1 + epoch * 0.1);
    for (const exampleIndex of order) {
      const { ids, label } = encoded[exampleIndex]!;
      const predicted = probabilities(ids);
      const scale = ids.length > 0 ? 1 / Math.sqrt(ids.length) : 0;
      for (let target = 0; target < classes; target++) {
        const gradient = predicted[target]! - (target === label ? 1 : 0);
        if (Math.abs(gradient) < 1e-4) continue;
        bias[target]! -= rate * gradient * 0.1;
        for (const id of ids) {
          const at = id * classes + target;
          weights[at] = weights[at]! * (1 - rate * l2) - rate * gradient * scale;
        }
      }
    }
  }

  return { labels, vocabulary: [...vocabulary.keys()], weights, bias };
}

/** Softmax of the scores of a set of feature ids, each feature weighted 1/sqrt(count). */
function softmaxOver(weights: Float64Array, bias: Float64Array, classes: number) {
  const scores = new Float64Array(classes);
  return (ids: number[]): Float64Array => {
    const scale = ids.length > 0 ? 1 / Math.sqrt(ids.length) : 0;
    let max = -Infinity;
    for (let label = 0; label < classes; label++) {
      let sum = bias[label]!;
      for (const id of ids) sum += weights[id * classes + label]! * scale;
      scores[label] = sum;
      if (sum > max) max = sum;
    }
    let total = 0;
    for (let label = 0; label < classes; label++) {
      scores[label] = Math.exp(scores[label]! - max);
      total += scores[label]!;
    }
    for (let label = 0; label < classes; label++) scores[label]! /= total;
    return scores;
  };
}

export function classifierFrom<Label extends string>(model: ClassifierModel<Label>) {
  const { labels } = model;
  const vocabulary = new Map(model.vocabulary.map((feature, id) => [feature, id]));
  const probabilities = softmaxOver(model.weights, model.bias, labels.length);
  return {
    labels,
    vocabularySize: vocabulary.size,
    predict(text: string): Prediction<Label> {
      const ids = features(text).flatMap((feature) => {
        const id = vocabulary.get(feature);
        return id === undefined ? [] : [id];
      });
      const probs = probabilities(ids);
      const ranked = labels
        .map((label, index) => ({ label, confidence: probs[index]! }))
        .sort((a, b) => b.confidence - a.confidence);
      return { label: ranked[0]!.label, confidence: ranked[0]!.confidence, ranked };
    },
  };
}

export function trainClassifier<Label extends string>(
  examples: Examples<Label>,
  options: TrainingOptions = {},
) {
  return classifierFrom(fitClassifier(examples, options));
}

export type Classifier<Label extends string> = ReturnType<typeof classifierFrom<Label>>;

/**
 * The code that decides what a model learns from its examples, as text: part of a stored model's
 * key, so that changing how text is read or fitted retrains instead of loading a stale model.
 */
export function fittingCode(): string {
  return (
    [fitClassifier, softmaxOver, seeded, features, tokens, fold].map(String).join("\n") +
    JSON.stringify(shorthand)
  );
}
