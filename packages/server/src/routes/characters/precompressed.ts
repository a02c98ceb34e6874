import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stringifyOnce } from './list-cache.ts';

// The whole character list is about 350 KB of JSON. Compressing it on every request would cost
// more than everything else the request does, so each cached answer is compressed once per
// encoding and the bytes reused. Smaller answers are left to the compression plugin.

type Encoding = 'br' | 'gzip';
const MIN_BYTES = 16 * 1024;

const compressed = new WeakMap<object, Partial<Record<Encoding, Buffer>>>();
/** The cached body each request is answering, for the onSend hook to find. */
const answering = new WeakMap<FastifyRequest, object>();

/** br or gzip if the client takes it (q > 0), br first. */
export function preferredEncoding(header: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (e: Encoding) => (weights.get(e) ?? weights.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

function compress(json: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
    : zlib.gzipSync(json, { level: 9 });
}

function compressedOnce(body: object, encoding: Encoding): Buffer {
  const forBody = compressed.get(body) ?? {};
  compressed.set(body, forBody);
  forBody[encoding] ??= compress(stringifyOnce(body), encoding);
  return forBody[encoding];
}

/** Marks the cached body this request answers with. */
export function answerWith<T extends object>(request: FastifyRequest, body: T): T {
  answering.set(request, body);
  return body;
}

/** Route onSend hook: swaps a big cached answer for its compressed bytes. */
export async function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) {
  const body = answering.get(request);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!body || !encoding || reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' || payload.length < MIN_BYTES) return payload;
  reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  return compressedOnce(body, encoding);
}
