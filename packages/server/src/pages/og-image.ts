import { heroArt } from '@ic/art';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { z } from 'zod';
import { drawArt } from '../content/art.ts';
import type { ArtSection } from '../content/media-paths.ts';
import { notFound } from '../http/errors.ts';
import { renderedOnce } from '../media/rendered.ts';
import { inMemory, type StoredMedia } from '../media/store.ts';
import { comicRowFor } from '../repositories/comics.ts';
import { sendMedia } from '../routes/media/send.ts';
import { CONTENT_ID } from '../routes/content/schemas.ts';
import { OG_KINDS, type OgKind } from './og-paths.ts';

// Link previews as crawlers take them: 1200×630 PNG (most ignore SVG), drawn with sharp from the
// same SVG art the site shows, on a blurred, darkened fill of itself. A picture is stored in the
// media store under the hash of its SVG, so it is rendered once per version of its art, and the
// latest few are kept in memory per content version.

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export const PREVIEW_NOT_FOUND = 'Preview not found.';
/** The address is not content-hashed: a day fresh, a week stale while it is checked by ETag. */
const PREVIEW_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

const PNG = { extension: 'png', contentType: 'image/png' };

const isOgKind = (kind: string): kind is OgKind => (OG_KINDS as readonly string[]).includes(kind);

const ART: Record<OgKind, { section: ArtSection; variant: string }> = {
  character: { section: 'characters', variant: 'portrait' },
  comic: { section: 'comics', variant: 'cover' },
  blog: { section: 'blogs', variant: '0' },
};

/** The site card's art: a caped hero on a starburst, as wide as a banner. */
const siteArt = () => decodeURIComponent(heroArt(7, true).replace(/^data:image\/svg\+xml,/, ''));

/** The SVG drawn at 1200×630: contained in the middle, over a blurred cover of itself. */
export async function renderPreview(svg: string): Promise<Buffer> {
  const source = Buffer.from(svg);
  const { width = OG_WIDTH, height = OG_HEIGHT } = await sharp(source).metadata();
  // Rasterised at the size it is shown, not scaled up from its own small viewBox.
  const density = Math.min(2400, 72 * Math.max(OG_WIDTH / width, OG_HEIGHT / height));
  // Rasterised once (the SVG's filters are the slow part); the fill is made from the raster.
  const picture = await sharp(source, { density })
    .resize(OG_WIDTH, OG_HEIGHT, { fit: 'inside' })
    .png()
    .toBuffer();
  const fill = await sharp(picture)
    .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover' })
    .blur(24)
    .modulate({ brightness: 0.55 })
    .toBuffer();
  return sharp(fill)
    .composite([{ input: picture, gravity: 'center' }])
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}

async function svgOf(app: FastifyInstance, kind: OgKind | 'site', id: string) {
  if (kind === 'site') return siteArt();
  // A draft comic has no public page, so no preview picture either.
  if (kind === 'comic' && !(await comicRowFor(app.db, id, 'public'))) return undefined;
  const { section, variant } = ART[kind];
  return drawArt(app.db, section, id, variant);
}

/** The stored PNG of this SVG, rendered and stored the first time it is asked for. */
const previewOf = (app: FastifyInstance, svg: string): Promise<StoredMedia> =>
  renderedOnce(app.media, '/media/og', svg, PNG, () => renderPreview(svg));

/** GET /og/site.png and /og/{character,comic,blog}/:id.png: a page's link-preview picture. */
export const ogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const kept = new LRUCache<string, StoredMedia>({
    maxSize: 24 * 1024 * 1024,
    sizeCalculation: (media) => media.body.length,
  });
  async function preview(kind: OgKind | 'site', id: string) {
    const versions = [...(await app.contentVersions.current()).values()].join(' ');
    const key = `${kind} ${id} ${versions}`;
    const hit = kept.get(key);
    if (hit) return hit;
    const svg = await svgOf(app, kind, id);
    if (!svg) throw notFound(PREVIEW_NOT_FOUND);
    const media = await previewOf(app, svg);
    kept.set(key, media);
    return media;
  }
  const schema = { tags: ['pages'], hide: true };
  app.get('/og/site.png', { schema }, async (request, reply) =>
    sendMedia(request, reply, inMemory(await preview('site', '')), PREVIEW_CACHE),
  );
  app.get(
    '/og/:kind/:file',
    {
      schema: {
        ...schema,
        // Any other kind or file is a 404, as an unknown id is.
        params: z.object({ kind: z.string(), file: z.string() }),
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const id = file.replace(/\.png$/, '');
      if (!isOgKind(kind) || !file.endsWith('.png') || !CONTENT_ID.test(id)) {
        throw notFound(PREVIEW_NOT_FOUND);
      }
      return sendMedia(request, reply, inMemory(await preview(kind, id)), PREVIEW_CACHE);
    },
  );
};
