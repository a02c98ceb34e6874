import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Cross-origin deployments: the site on another origin than its API, and partner sites (the
// Foundation's, Research's) calling it. Only the origins in CORS_ORIGINS may read answers and
// send credentials; the CSRF check trusts the same list (plugins/csrf.ts).

/** What a browser on a listed origin may send and read (pdf.js reads ranges of a chapter). */
const CORS_OPTIONS = {
  credentials: true,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowedHeaders: [
    'Accept',
    'Authorization',
    'Content-Type',
    'Idempotency-Key',
    'If-None-Match',
    'If-Range',
    'Range',
  ],
  exposedHeaders: ['Accept-Ranges', 'Content-Length', 'Content-Range', 'ETag', 'Retry-After'],
  // A preflight answer is reused for ten minutes.
  maxAge: 600,
};

/**
 * Public answers any site may embed or fetch without CORS (an <img>, a cross-origin-isolated
 * page): media and the public content lists. Personal answers keep helmet's same-origin.
 */
const PUBLIC_READS = new Set([
  '/media/*',
  '/media/policies/:file',
  '/character/getAll',
  '/character/get/:id',
  '/character/hero-slides',
  '/comic',
  '/comic/:id',
  '/blog/latestblog',
  '/blog/foundation-blogs',
  '/blog/ic-blogs',
  '/blog/getallblog',
  '/blog/getById/:id',
  '/career/getall',
  '/career/get/:id',
  '/timeline/getAll',
  '/timeline/aboutUs/getAllAbout',
  '/team/getAll',
  '/api/plans',
  '/support/statistics',
  '/support/contributors',
]);

export const isPublicRead = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  PUBLIC_READS.has(request.routeOptions.url ?? '');

async function allowEmbedding(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (isPublicRead(request)) reply.header('cross-origin-resource-policy', 'cross-origin');
  return payload;
}

/**
 * CORS for CORS_ORIGINS (exact origins, credentials, preflight answered; nothing when the list
 * is empty: same-origin only, as before), and Cross-Origin-Resource-Policy: cross-origin on
 * media and public JSON. Register before the rate limit and the CSRF check, so that their
 * refusals reach a listed origin's script readable.
 */
export async function registerCors(app: FastifyInstance): Promise<void> {
  const origins = app.config.corsOrigins;
  if (origins.length > 0) await app.register(cors, { ...CORS_OPTIONS, origin: origins });
  app.addHook('onSend', allowEmbedding);
}
