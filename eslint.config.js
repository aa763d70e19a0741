import { readdirSync } from "node:fs";

import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * A feature imports the shared layers (components, lib, common, content) and itself, never another
 * feature: what two features share belongs in a shared layer (decision 017).
 */
const featureZones = readdirSync(new URL("app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./app/features/${name}`,
    from: "./app/features",
    except: [`./${name}`],
    message:
      "A feature may not import another feature; move what they share to app/components or app/lib.",
  }));

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      ".scratch/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "import-x": importX, "check-file": checkFile },
    // Relative imports leave out ".ts" / ".tsx": without these extensions the layer and feature
    // rules below could not see where such an import leads.
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] }),
      ],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/no-duplicates": "error",
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", ["parent", "sibling", "index"]],
          pathGroups: [{ pattern: "#*/**", group: "internal" }],
          "newlines-between": "always",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      // Layers depend one way: content and common on nothing of ours; app and server on them,
      // never on each other (the browser reaches the server over /api only).
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./content", from: ["./app", "./server"] },
            // The locale model is the one piece of common both editions' content needs.
            { target: "./content", from: "./common", except: ["./i18n/locale.ts"] },
            { target: "./common", from: ["./app", "./server", "./content"] },
            { target: "./app", from: "./server" },
            { target: "./server", from: "./app" },
            { target: "./app/components", from: ["./app/features", "./app/routes"] },
            { target: "./app/lib", from: ["./app/features", "./app/routes"] },
            { target: "./app/features", from: "./app/routes" },
            ...featureZones,
          ],
        },
      ],
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx,js}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": [
        "error",
        { "{app,server,common,content,tests,scripts}/**/": "KEBAB_CASE" },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    // The environment is read in server/env.ts only; everything else is handed an Env.
    files: ["app/**", "server/**", "common/**", "content/**"],
    ignores: ["server/env.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration in server/env.ts." },
      ],
    },
  },
);
