export type JsonLd = Record<string, unknown>;

/** `<` is escaped so that no string in the data can close the script element early. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return (
    <script
      type="application/ld+json"
      // Data, not code: browsers do not execute ld+json, and the content is escaped above.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
