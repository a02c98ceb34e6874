import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { DEFAULT_LANGUAGE, USER_COOKIE, type Language } from '@ic/domain';
import { ifNoneMatchHits } from '../http/conditional.ts';
import { SESSION_COOKIE } from '../http/cookies.ts';
import { addressLanguage, requestLanguage } from '../http/language.ts';
import { savesData } from '../http/save-data.ts';
import { addVary } from '../http/vary.ts';
import { headTags, inLanguage, type PageMeta } from '../pages/head.ts';
import { isStudioPage, matchRoute, type MatchedRoute } from '../pages/match.ts';
import { openingPreload, readerPreload } from '../pages/reader-preload.ts';
import { loadRenderer, type RenderedBody } from '../pages/renderer.ts';
import { DRAWN_IN_BROWSER, notFoundPage, pageMeta, studioPage } from '../pages/routes.ts';
import { pageWords, type PageWords } from '../pages/words.ts';
import { earlyInHead, parseTemplate, type PageTemplate } from '../pages/template.ts';
import { chooseEncoding, encodeAnswer, type EncodedAnswer } from './public-cache/answer.ts';
import { SIGNED_OUT } from './reader.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Renderer = (url: string) => Promise<RenderedBody | null>;

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

/**
 * Pages differ with the Cookie and Accept-Language headers: drawn for visitors signed out who
 * read the address's language, the empty root otherwise; the reader with Save-Data too.
 */
const PAGE_VARY = 'Accept-Encoding, Cookie, Accept-Language, Save-Data';

const PAGE_HEADERS = {
  cacheControl: 'no-cache',
  vary: PAGE_VARY,
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
 * A visitor who may be signed in: the server draws nothing for them (a shared page must never
 * carry anyone's own data), and the browser renders their page, greeting and all.
 */
const maySignedIn = (request: FastifyRequest) =>
  request.cookies[SESSION_COOKIE] !== undefined || request.cookies[USER_COOKIE.name] !== undefined;

/**
 * A visitor whose cookie or browser chooses another language than the address's (the domain's
 * rule): the browser renders their page in it, so every drawn page stays one answer per address.
 */
function readsAnotherLanguage(request: FastifyRequest): boolean {
  return requestLanguage(request) !== (addressLanguage(request.url) ?? DEFAULT_LANGUAGE);
}

/** Drawn pages are kept this long at most: some content opens at a moment (an early chapter). */
const KEPT_MS = 60_000;

/**
 * Writes each page (pages/): the route table names the page, its content (read once per
 * content version) gives the head's title, description, preview picture and structured data,
 * the app's renderer draws its body for visitors signed out, and an address that names nothing
 * answers 404 with the app's not-found page. Each is kept per address and content version.
 */
function pageServer(app: FastifyInstance, template: PageTemplate, render?: Renderer) {
  const origin = app.config.publicUrl;
  const notFoundHead = (language: Language | null) =>
    headTags(notFoundPage(pageWords(language ?? DEFAULT_LANGUAGE)), origin, language);
  /** A page with the empty root and the head of `meta`, made once per ?lang= an address names. */
  const fixedPage = (status: 200 | 404, meta: (words: PageWords) => PageMeta) => {
    const made = new Map<Language | null, Promise<PublicPage>>();
    return (language: Language | null): Promise<PublicPage> => {
      let page = made.get(language);
      if (!page) {
        const head = headTags(meta(pageWords(language ?? DEFAULT_LANGUAGE)), origin, language);
        const html = template.render(head);
        page = publicPageOf(status, language ? inLanguage(html, language) : html);
        made.set(language, page);
      }
      return page;
    };
  };
  const notFound = fixedPage(404, notFoundPage);
  const studio = fixedPage(200, studioPage);
  const kept = new LRUCache<string, { versions: string; until: number; page: PublicPage }>({
    max: 1000,
    ttl: KEPT_MS,
  });

  /** The page with its body drawn (signed out), or with the empty root (drawn false). */
  async function pageFor(
    url: string,
    route: MatchedRoute,
    drawn: boolean,
  ): Promise<PublicPage | null> {
    const meta = await pageMeta({ db: app.db, origin, now: app.now(), route });
    // The address's ?lang= sets the document's language and its head (canonical, hreflang).
    const language = addressLanguage(url);
    const head = meta ? headTags(meta, origin, language) : notFoundHead(language);
    // The reader is drawn when its address names a chapter (else the app sends it to the list).
    const readsChapter = route.name !== 'reader' || route.query.has('chapter');
    const body = drawn && readsChapter ? await render?.(url) : null;
    if (!meta && !body) return null;
    const drawnHtml = body ? template.renderDrawn(head, body) : template.render(head);
    // A drawn reader is the same for every visitor it is drawn for (signed out): its opening
    // picture's preload is made once with it.
    const html =
      body && route.name === 'reader'
        ? earlyInHead(
            drawnHtml,
            await openingPreload(app.db, route, SIGNED_OUT, app.now(), {
              drawn: true,
              saveData: false,
            }),
          )
        : drawnHtml;
    return publicPageOf(
      meta ? 200 : 404,
      language ? inLanguage(html, language) : html,
      route.name === 'reader' && !body,
    );
  }

  async function publicPage(url: string, drawn: boolean): Promise<PublicPage> {
    const route = matchRoute(url);
    const language = addressLanguage(url);
    if (!route) return isStudioPage(url) ? await studio(language) : await notFound(language);
    const versions = [...(await app.contentVersions.current()).values()].join(' ');
    const key = `${drawn ? 'drawn' : 'root'} ${url}`;
    // Also kept by the server's own clock (the test clock moves it), which opens early chapters.
    const now = app.now().getTime();
    const hit = kept.get(key);
    if (hit?.versions === versions && now < hit.until) return hit.page;
    const page = (await pageFor(url, route, drawn)) ?? (await notFound(language));
    kept.set(key, { versions, until: now + KEPT_MS, page });
    return page;
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const matched = matchRoute(request.url);
    const routeName = matched?.name;
    const drawn =
      render !== undefined &&
      !maySignedIn(request) &&
      !readsAnotherLanguage(request) &&
      !(routeName && DRAWN_IN_BROWSER.has(routeName)) &&
      // Under Save-Data the browser draws the reader, which then picks the smallest pictures.
      !(savesData(request) && routeName === 'reader');
    const page = await publicPage(request.url, drawn);
    const route = page.personal && matched;
    if (!route) return sendKept(request, reply, page);
    // The reader's preload depends on who asks: made per request, kept by no shared cache.
    const preload = await readerPreload(request, route);
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('vary', PAGE_VARY);
    return sendCompressed(request, reply, earlyInHead(page.html, preload));
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
  const render = await loadRenderer(app, root);
  const template = parseTemplate(fs.readFileSync(index, 'utf8'), (href) =>
    fs.readFileSync(path.join(root, href), 'utf8'),
  );
  const servePage = pageServer(app, template, render);
  app.addHook('onRequest', async (request, reply) => {
    if (wantsHtml(request) && isAppRoute(request.url)) return servePage(request, reply);
  });
}
