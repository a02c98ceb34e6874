// Generated art as pages show it (issue 15): every picture is drawn as SVG, and a page loads an
// AVIF or WebP of it at the width it needs. Chromium parses an SVG shown in an <img> as a
// document on the main thread (20–80 ms a scene on a phone, several per blog); a raster decodes
// off it.

/** Widths each generated picture is rastered at; the browser picks one by srcset. */
export const ART_WIDTHS = [480, 800, 1200] as const;
export type ArtWidth = (typeof ART_WIDTHS)[number];

/** Raster formats, best first: a <picture> lists AVIF before WebP. */
export const ART_FORMATS = ['avif', 'webp'] as const;
export type ArtFormat = (typeof ART_FORMATS)[number];

/** One <source> of a <picture>. */
export type PictureSource = { type: `image/${string}`; srcSet: string };

/** A generated picture's address (relative or on the media origin), up to its `.svg`. */
const GENERATED_ART =
  /^((?:https?:\/\/[^/]+)?\/media\/art\/[a-z]+\/[0-9a-f]{24}\/[a-z0-9-]{1,20})\.svg$/;

/**
 * The sources of a generated picture (`…/0-480.avif 480w, …` per format), or undefined for any
 * other picture: an uploaded file is shown as it was uploaded.
 */
export function artSources(url: string): PictureSource[] | undefined {
  const [, base] = GENERATED_ART.exec(url) ?? [];
  if (!base) return undefined;
  return ART_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: ART_WIDTHS.map((width) => `${base}-${width}.${format} ${width}w`).join(', '),
  }));
}
