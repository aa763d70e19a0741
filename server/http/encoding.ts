/** Below this a compressed body saves less than its headers cost: the build and the server agree. */
export const COMPRESS_MIN_BYTES = 256;

export type Encoding = "br" | "gzip";

/**
 * Of the encodings we can send (`available`, best first), the one an Accept-Encoding header
 * weighs highest, or none when it accepts none of them. q=0 refuses an encoding, "*" stands for
 * every one the header does not name, and a tie goes to the earlier one (brotli, as it is
 * smaller). Pre-rendered files and pages compressed per request choose alike.
 */
export function chooseEncoding(
  accept: string | undefined,
  available: readonly Encoding[] = ["br", "gzip"],
): Encoding | undefined {
  const weights = new Map(
    (accept ?? "").split(",").map((part) => {
      const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
      const q = params.map((param) => /^q=([\d.]+)$/.exec(param)?.[1]).find(Boolean);
      return [name, q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  let chosen: Encoding | undefined;
  let chosenWeight = 0;
  for (const name of available) {
    if (weight(name) > chosenWeight) {
      chosen = name;
      chosenWeight = weight(name);
    }
  }
  return chosen;
}
