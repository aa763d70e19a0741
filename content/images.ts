/**
 * Images by key: the file name without extension in content/images. Drop in a photo with the same
 * name (jpg, png or webp), list where it comes from in `photoSources`, and it replaces the
 * illustration: the build makes AVIF and WebP copies at three widths, and pages get width, height
 * and a srcset without any code change.
 */
import { ContentError } from "./parse";
import { permissionSchema, type Permission } from "./schema";

export interface ImageSource {
  type: string;
  srcset: string;
}

export interface ImageData {
  src: string;
  /** What the picture shows, for screen readers and for when it cannot load. */
  alt: string;
  width: number;
  height: number;
  /** Modern formats for a <picture>; empty for SVG, which scales by itself. */
  sources: ImageSource[];
  /** The srcset of the fallback format, when there are several widths. */
  srcset?: string;
}

interface Picture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

const svgMarkup = import.meta.glob<string>("./images/*.svg", {
  eager: true,
  query: "?raw",
  import: "default",
});
const svgUrls = import.meta.glob<string>("./images/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});
// vite-imagetools turns each photo into AVIF, WebP and JPEG at up to three widths.
const pictures = import.meta.glob<Picture>("./images/*.{jpg,jpeg,png,webp}", {
  eager: true,
  query: { w: "480;960;1440", format: "avif;webp;jpg", as: "picture" },
  import: "default",
});
const fallbackSrcsets = import.meta.glob<string>("./images/*.{jpg,jpeg,png,webp}", {
  eager: true,
  query: { w: "480;960;1440", format: "jpg", as: "srcset" },
  import: "default",
});

/**
 * What each picture shows. A photo dropped in under the same name should show the same subject;
 * if it does not, change the description here.
 */
const descriptions: Record<string, string> = {
  hero: "Illustration of an electrician at an open distribution board beside a house with its lights on, Table Mountain behind",
  "share-card":
    "Illustration of Table Mountain at night with a lit house and a lightning-bolt mark",
  "db-board-upgrade":
    "Illustration of an open distribution board with labelled circuit breakers and an earth leakage unit",
  "coc-inspection":
    "Illustration of a test meter with probes in a wall socket beside a signed certificate on a clipboard",
  "inverter-install":
    "Illustration of a wall-mounted inverter above a battery cabinet, with isolator switches beside them",
  "solar-roof": "Illustration of rows of solar panels on a pitched roof in the sun",
  "garden-lighting": "Illustration of a garden path at dusk lit by a row of small bollard lights",
  "ev-charger": "Illustration of an electric car in a garage, plugged into a wall-mounted charger",
  "cctv-camera": "Illustration of a security camera on a wall corner, aimed at a driveway gate",
  "network-cabinet":
    "Illustration of a network cabinet with a patch panel and neatly bundled blue cables",
  "kitchen-downlights":
    "Illustration of a kitchen with a row of recessed downlights shining on the counter",
  "pump-cable":
    "Illustration of a trench with an armoured cable running from a house to a borehole pump",
  "safety-tips":
    "Illustration of a crossed-out stack of plug adapters next to an earth leakage unit with its test button",
};

/**
 * Where each photo comes from. The illustrations need no entry; a photo dropped into
 * content/images does, or the build stops: one of a customer's property needs the customer's
 * permission (it is shown as the business's work on every page that uses its name, not only in
 * the gallery), and a bought or free stock photo names its licence.
 */
export type PhotoSource =
  { kind: "own-work"; permission: Permission } | { kind: "licensed"; licence: string };
const photoSources: Record<string, PhotoSource> = {};

/** What is wrong with a photo's source entry, or undefined when it may be shown. */
export function photoSourceProblem(source: PhotoSource | undefined): string | undefined {
  if (!source) {
    return "say where it comes from in photoSources (content/images.ts): your own work with the customer's permission, or a licensed photo with its licence";
  }
  if (source.kind === "own-work") {
    const parsed = permissionSchema.safeParse(source.permission);
    return parsed.success
      ? undefined
      : `its permission is incomplete: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`;
  }
  return source.licence.trim().length >= 3 ? undefined : "name the photo's licence";
}

const keyOf = (path: string) => path.replace(/^.*\/|\.[a-z]+$/g, "");

function svgSize(markup: string, file: string): { width: number; height: number } {
  const viewBox = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/.exec(markup);
  if (!viewBox) throw new ContentError(`${file}: an SVG needs a viewBox for its size`);
  return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
}

function describe(key: string): string {
  const description = descriptions[key];
  if (!description) throw new ContentError(`content/images.ts: no description for image "${key}"`);
  return description;
}

const images = new Map<string, ImageData>();

for (const [path, markup] of Object.entries(svgMarkup)) {
  const key = keyOf(path);
  images.set(key, {
    src: svgUrls[path] ?? "",
    alt: describe(key),
    sources: [],
    ...svgSize(markup, path),
  });
}

const photoKeys = new Set<string>();

// A photo wins over an illustration of the same name.
for (const [path, picture] of Object.entries(pictures)) {
  const mime = (format: string) => (format === "jpg" ? "image/jpeg" : `image/${format}`);
  const key = keyOf(path);
  const problem = photoSourceProblem(photoSources[key]);
  if (problem)
    throw new ContentError(`${path.replace(/^\.\//, "content/")} is a photo: ${problem}`);
  photoKeys.add(key);
  images.set(key, {
    src: picture.img.src,
    alt: describe(key),
    width: picture.img.w,
    height: picture.img.h,
    sources: Object.entries(picture.sources)
      .filter(([format]) => format !== "jpg" && format !== "jpeg")
      .map(([format, srcset]) => ({ type: mime(format), srcset })),
    srcset: fallbackSrcsets[path],
  });
}

export function getImage(key: string): ImageData {
  const image = images.get(key);
  if (!image) throw new ContentError(`no image "${key}" in content/images`);
  return image;
}

export const imageKeys = (): string[] => [...images.keys()];

/** Whether the image is a photo rather than one of the site's illustrations. */
export const isPhoto = (key: string): boolean => photoKeys.has(key);
