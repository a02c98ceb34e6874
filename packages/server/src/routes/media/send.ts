import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHits } from '../../http/conditional.ts';
import type { ByteRange, ServedMedia } from '../../media/store.ts';

/**
 * One `bytes=` range (a start-end, start- or -suffix form). Several ranges, or a range sent with
 * an If-Range that no longer matches, get the whole body instead, as RFC 9110 allows.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Sends media with its type, ETag, caching, and byte ranges (206/416) for readers that stream. */
export async function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  media: ServedMedia,
  cacheControl: string,
) {
  reply
    .header('content-type', media.contentType)
    .header('etag', media.etag)
    .header('cache-control', cacheControl)
    .header('accept-ranges', 'bytes');
  if (media.contentType.startsWith('image/svg')) {
    // An SVG opened on its own must not run script with our origin.
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    );
  }
  if (ifNoneMatchHits(request.headers['if-none-match'], media.etag)) {
    return reply.code(304).send();
  }
  const ifRange = request.headers['if-range'];
  const { size } = media;
  const range =
    ifRange === undefined || ifRange === media.etag
      ? parseRange(request.headers.range, size)
      : null;
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  // A stream (from a bucket) has no length of its own: the store told it.
  const length = range ? range.end - range.start + 1 : size;
  reply.header('content-length', length);
  if (range) {
    reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  }
  return reply.send(await media.open(range ?? undefined));
}
