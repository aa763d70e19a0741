/**
 * Images by key: the file name without extension in content/images. Drop in a photo with the same
 * name (jpg, png or webp) and it replaces the illustration: the build makes AVIF and WebP copies at
 * three widths, and pages get width, height and a srcset without any code change.
 */
import { ContentError } from "./parse";

export interface ImageSource {
  type: string;
  srcset: string;
}

export interface ImageData {
  src: string;
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

const keyOf = (path: string) => path.replace(/^.*\/|\.[a-z]+$/g, "");

function svgSize(markup: string, file: string): { width: number; height: number } {
  const viewBox = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/.exec(markup);
  if (!viewBox) throw new ContentError(`${file}: an SVG needs a viewBox for its size`);
  return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
}

const images = new Map<string, ImageData>();

for (const [path, markup] of Object.entries(svgMarkup)) {
  images.set(keyOf(path), { src: svgUrls[path] ?? "", sources: [], ...svgSize(markup, path) });
}

// A photo wins over an illustration of the same name.
for (const [path, picture] of Object.entries(pictures)) {
  const mime = (format: string) => (format === "jpg" ? "image/jpeg" : `image/${format}`);
  images.set(keyOf(path), {
    src: picture.img.src,
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
