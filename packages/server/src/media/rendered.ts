import { createHash } from 'node:crypto';
import type { MediaStore, StoredMedia } from './store.ts';

// Pictures rendered from SVG art (link previews, the AVIF and WebP that pages show) cost tens to
// hundreds of milliseconds each in sharp. They are stored under the hash of the SVG they came
// from: rendered once per version of the art, by whichever instance is asked first, and read
// back by every instance.

/** Renders in progress: a burst of first requests renders each picture once. */
const rendering = new Map<string, Promise<StoredMedia>>();

/** The stored rendering of `svg` in `folder` (`/media/og`, a raster width), made on first ask. */
export function renderedOnce(
  media: MediaStore,
  folder: string,
  svg: string,
  file: { extension: string; contentType: string },
  render: () => Promise<Buffer>,
): Promise<StoredMedia> {
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 32);
  const path = `${folder}/${hash}.${file.extension}`;
  const pending =
    rendering.get(path) ??
    (async () =>
      (await media.read(path)) ?? media.save(path, file.contentType, await render()))().finally(
      () => rendering.delete(path),
    );
  rendering.set(path, pending);
  return pending;
}
