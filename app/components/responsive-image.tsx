import type { ImageData } from "#content/images.ts";

interface Props {
  image: ImageData;
  /** Defaults to the image's own description; pass "" only for a purely decorative picture. */
  alt?: string;
  /** Layout width hint for the browser's choice among widths, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes?: string;
  /** The largest image in the first screen: loaded at once and with priority. */
  priority?: boolean;
  className?: string;
}

/** Width and height are always set so the page does not jump while images load. */
export function ResponsiveImage({
  image,
  alt = image.alt,
  sizes = "100vw",
  priority,
  className,
}: Props) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
