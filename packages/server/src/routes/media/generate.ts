import sharp from 'sharp';
import { drawArt } from '../../content/art.ts';
import type { ArtRaster, GeneratedMedia } from '../../content/media-paths.ts';
import { ENCODE } from '../../content/pages/render.ts';
import { drawSampleChapter, sampleScriptOf } from '../../content/sample/chapters.ts';
import { renderedOnce } from '../../media/rendered.ts';
import { etagOf, type StoredMedia, type Stores } from '../../media/store.ts';
import { findChapterRow } from '../../repositories/comics.ts';

// Media drawn on request from the content rows. Art is cheap and drawn every time (clients and
// proxies cache it); its rasters (AVIF, WebP at the art widths) and a chapter PDF are made once
// and stored, so every instance serves the same bytes.

const SVG = 'image/svg+xml; charset=utf-8';

function svg(markup: string): StoredMedia {
  const body = Buffer.from(markup, 'utf8');
  return { contentType: SVG, body, etag: etagOf(body) };
}

/** The art at `width`, rasterised at that size from its vector (not scaled from pixels). */
async function rasterOf(markup: string, { width, format }: ArtRaster): Promise<Buffer> {
  const source = Buffer.from(markup);
  const drawn = (await sharp(source).metadata()).width ?? width;
  return ENCODE[format](
    sharp(source, { density: (72 * width) / drawn }).resize({ width }),
  ).toBuffer();
}

/** Chapters being drawn right now: a burst of first requests draws each one once. */
const drawing = new Map<string, Promise<StoredMedia | undefined>>();

async function chapterPdf(
  { db, media }: Stores,
  path: string,
  id: string,
): Promise<StoredMedia | undefined> {
  const chapter = await findChapterRow(db, id);
  const script = chapter && sampleScriptOf(chapter.comic_id);
  if (!chapter || !script || chapter.chap_pdf !== path) return undefined;
  return media.save(path, 'application/pdf', await drawSampleChapter(db, script, chapter));
}

export async function generateMedia(
  stores: Stores,
  path: string,
  media: Exclude<GeneratedMedia, { kind: 'page-image' }>,
): Promise<StoredMedia | undefined> {
  if (media.kind === 'art') {
    const { raster } = media;
    const markup = await drawArt(stores.db, media.section, media.id, media.variant);
    if (markup === undefined) return undefined;
    if (!raster) return svg(markup);
    const file = { extension: raster.format, contentType: `image/${raster.format}` };
    return renderedOnce(stores.media, `/media/raster/${raster.width}`, markup, file, () =>
      rasterOf(markup, raster),
    );
  }
  const pending =
    drawing.get(path) ?? chapterPdf(stores, path, media.id).finally(() => drawing.delete(path));
  drawing.set(path, pending);
  return pending;
}
