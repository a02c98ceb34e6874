import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { LANGUAGE_PARAM, parseLanguage } from '@ic/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ifNoneMatchHits } from '../http/conditional.ts';
import { addVary } from '../http/vary.ts';
import { headTags, inLanguage } from '../pages/head.ts';
import { isStudioPage, matchRoute } from '../pages/match.ts';
import { readerPreload } from '../pages/reader-preload.ts';
import { NOT_FOUND_PAGE, pageMeta, STUDIO_PAGE } from '../pages/routes.ts';
import { parseTemplate, type PageTemplate } from '../pages/template.ts';
import { chooseEncoding, encodeAnswer, type EncodedAnswer } from './public-cache/answer.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A browser navigating to a page, not a script fetching data. */
export function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const dest = request.headers['sec-fetch-dest'];
  if (dest !== undefined) return dest === 'document';
  return (request.headers.accept ?? '').includes('text/html');
}

/** App routes, not API calls or files (a URL ending in an extension is a file). */
function isAppRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname);
}

/** A page's HTML as built for everyone: its status (404 for what does not exist) and document. */
interface PublicPage {
  status: 200 | 404;
  html: string;
  /** The document with its brotli and gzip forms and ETags, made once. */
  encoded: EncodedAnswer;
  /** The reader: a preload for this visitor goes in too. */
  personal: boolean;
}

const PAGE_HEADERS = {
  cacheControl: 'no-cache',
  vary: 'Accept-Encoding',
  contentType: 'text/html; charset=utf-8',
};

async function publicPageOf(
  status: 200 | 404,
  html: string,
  personal = false,
): Promise<PublicPage> {
  return { status, html, personal, encoded: await encodeAnswer(html, PAGE_HEADERS) };
}

/** The page as kept: the client's encoding, or 304 when it holds this very page. */
function sendKept(request: FastifyRequest, reply: FastifyReply, page: PublicPage) {
  const { encoded } = page;
  const encoding = chooseEncoding(encoded, request.headers['accept-encoding']);
  reply.code(page.status).headers(encoded.headers[encoding] ?? {});
  addVary(reply, encoded.vary);
  const held = request.headers['if-none-match'];
  if (page.status === 200 && held && [...encoded.etags].some((tag) => ifNoneMatchHits(held, tag))) {
    return reply.code(304).removeHeader('content-type').send();
  }
  return reply.send(encoded.bodies[encoding]);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page made for one request, in the encoding the client prefers (a few KB: quick levels). */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ['br', 'gzip']) : null;
  if (encoding === 'br') {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
    return reply.header('content-encoding', 'br').send(await brotli(html, { params }));
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(await gzip(html));
  return reply.send(html);
}

/**
 * Writes each page's head (pages/): the route table names the page, its content (read once per
 * content version) gives the title, description, preview picture and structured data, and an
 * address that names nothing answers 404 with the same app, which shows its not-found page.
 */
function pageServer(app: FastifyInstance, template: PageTemplate) {
  const origin = app.config.publicUrl;
  const notFound = publicPageOf(404, template.render(headTags(NOT_FOUND_PAGE, origin)));
  const studio = publicPageOf(200, template.render(headTags(STUDIO_PAGE, origin)));
  const kept = new LRUCache<string, { versions: string; page: PublicPage }>({ max: 1000 });

  async function publicPage(url: string): Promise<PublicPage> {
    const route = matchRoute(url);
    if (!route) return isStudioPage(url) ? await studio : await notFound;
    const versions = [...(await app.contentVersions.current()).values()].join(' ');
    const hit = kept.get(url);
    if (hit?.versions === versions) return hit.page;
    const meta = await pageMeta({ db: app.db, origin, now: app.now(), route });
    // The address's ?lang= sets the document's language; a cookie's or a browser's choice is the
    // app's to apply, so a page stays one answer per address for the shared caches.
    const language = parseLanguage(new URL(url, origin).searchParams.get(LANGUAGE_PARAM));
    const html = meta && template.render(headTags(meta, origin, language));
    const page = html
      ? await publicPageOf(
          200,
          language ? inLanguage(html, language) : html,
          route.name === 'reader',
        )
      : await notFound;
    kept.set(url, { versions, page });
    return page;
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await publicPage(request.url);
    const route = page.personal && matchRoute(request.url);
    if (!route) return sendKept(request, reply, page);
    // The reader's preload depends on who asks: made per request, kept by no shared cache.
    const preload = await readerPreload(request, route);
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Accept-Encoding, Cookie');
    return sendCompressed(request, reply, page.html.replace('</head>', `${preload}</head>`));
  };
}

/**
 * Serves the built app from the same port when config.appDir holds one: its files as they are
 * (hashed assets cached for a year), and for any page a browser navigates to, index.html with
 * that page's head, so paths like /comicChap/:id/chapters are a page for browsers and an API
 * call for fetch.
 */
export async function registerStaticApp(app: FastifyInstance): Promise<void> {
  const root = app.config.appDir;
  const index = root && path.join(root, 'index.html');
  if (!root || !index || !fs.existsSync(index)) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each file (app/vite.config.ts); send the best one.
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
  const servePage = pageServer(app, parseTemplate(fs.readFileSync(index, 'utf8')));
  app.addHook('onRequest', async (request, reply) => {
    if (wantsHtml(request) && isAppRoute(request.url)) return servePage(request, reply);
  });
}
