/**
 * Run by `npm run build` (bundled to build/node/train-models.js): trains the assistant's models
 * into build/models, where the server reads them, so that a server start trains nothing.
 */
import { fileURLToPath } from "node:url";

import { createAssistant } from "../assistant/assistant";
import { useModelStore } from "../assistant/model-store";

const started = performance.now();
const dir = fileURLToPath(new URL("../models", import.meta.url));
useModelStore(dir);
createAssistant();
console.log(
  `Trained the assistant's models into ${dir} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
