import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX } from '../content/media-paths.ts';

// Content rows keep media as paths on this server (/media/…). With MEDIA_BASE_URL set (the API
// on another origin than the site, or a CDN in front of /media) answers carry absolute URLs.

/** The answer fields that hold a media URL (spec section 3's names). */
const MEDIA_FIELDS = new Set([
  'mainImageUrl',
  'mainLandscapeImageUrl',
  'power1ImageUrl',
  'power2ImageUrl',
  'power3ImageUrl',
  'image',
  'coverImg',
  'chapPdf',
  'chapImage',
  'coverImageUrl',
  'imageUrl',
  'img',
]);

const OUR_MEDIA = `${MEDIA_PREFIX}/`;

function rewrite(value: unknown, base: string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, base));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      MEDIA_FIELDS.has(key) && typeof field === 'string' && field.startsWith(OUR_MEDIA)
        ? `${base}${field}`
        : rewrite(field, base),
    ]),
  );
}

/**
 * An answer's data with every media path of ours made absolute under MEDIA_BASE_URL; the same
 * value when it is unset. Other URLs (an imported https:// image) are left as they are.
 */
export function withMediaBase<T>(app: FastifyInstance, data: T): T {
  const base = app.config.mediaBaseUrl;
  // The copy has the shape it was given, with some strings prefixed.
  return base === undefined ? data : (rewrite(data, base) as T);
}
