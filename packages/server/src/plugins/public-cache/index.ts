import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { LRUCache } from 'lru-cache';
import { ifNoneMatchHits } from '../../http/conditional.ts';
import { addVary } from '../../http/vary.ts';
import { readContentVersions, type ContentArea } from '../../repositories/content-versions.ts';
import { chooseEncoding, encodeAnswer, type EncodedAnswer } from './answer.ts';
import { ContentVersions, type Versions } from './versions.ts';

/** Public lists: browsers and CDNs keep them a minute and may show them while refetching. */
export const PUBLIC_ANSWER = 'public, max-age=60, stale-while-revalidate=300';
/** Anything about one person (and every error): nobody keeps a copy. */
export const PERSONAL_ANSWER = 'private, no-store';

/** How a GET route's answer is shared by everyone who asks (route `config.publicContent`). */
export interface PublicContent {
  /** What the answer is built from: a change to any of these areas drops it. */
  areas: ContentArea[];
  /** The next instant the answer changes by time alone (an early chapter turning free). */
  changesAt?: (request: FastifyRequest, now: Date) => Promise<Date | null>;
  /** When only some callers share it (the chapter list: signed out); the rest go to the handler. */
  sharedBy?: (request: FastifyRequest) => boolean;
  cacheControl?: string;
  /** Request headers the answer depends on, besides Accept-Encoding. */
  varyBy?: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicContent?: PublicContent;
  }
  interface FastifyInstance {
    contentVersions: ContentVersions;
  }
  interface FastifyRequest {
    /** Set while this request computes a public answer the cache does not hold yet. */
    publicAnswer: Loading | null;
  }
}

interface Entry {
  stamp: string;
  /** When time alone makes it stale (ms since the epoch). */
  until: number;
  answer: EncodedAnswer;
}

interface Loading {
  key: string;
  stamp: string;
  now: Date;
  settle(entry: Entry | undefined): void;
}

const MAX_ENTRIES = 2000;
const MAX_BYTES = 64 * 1024 * 1024;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the route answers everyone alike, so it need not know who is asking. */
export function sameForEveryone(request: FastifyRequest): boolean {
  const content = request.routeOptions.config.publicContent;
  return content !== undefined && content.sharedBy === undefined;
}

const stampOf = (areas: ContentArea[], versions: Versions) =>
  areas.map((area) => versions.get(area)).join(' ');

/** Validated params and query name the answer; a query the route does not read is ignored. */
function keyOf(request: FastifyRequest): string {
  const query = request.routeOptions.schema?.querystring ? JSON.stringify(request.query) : '';
  return `${request.routeOptions.url} ${JSON.stringify(request.params)} ${query}`;
}

function headersOf(content: PublicContent) {
  return {
    cacheControl: content.cacheControl ?? PUBLIC_ANSWER,
    vary: ['Accept-Encoding', ...(content.varyBy ?? [])].join(', '),
  };
}

/** Headers and the client's form of the answer; 304 when it already holds the content. */
function prepare(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer) {
  const encoding = chooseEncoding(answer, request.headers['accept-encoding']);
  reply.headers(answer.headers[encoding] ?? {});
  // CORS may have added Origin already.
  addVary(reply, answer.vary);
  const held = request.headers['if-none-match'];
  if (held !== undefined && [...answer.etags].some((etag) => ifNoneMatchHits(held, etag))) {
    reply.code(304).removeHeader('content-type');
    return null;
  }
  return answer.bodies[encoding];
}

function fromMemory(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer) {
  request.servedFromMemory = true;
  return reply.send(prepare(request, reply, answer));
}

/**
 * Serves public content from memory: each answer's JSON with its gzip and brotli forms and
 * strong ETags, kept per route, params and query until a table it is built from changes
 * (content_versions, read at most every CONTENT_CHECK_MS) or time changes it. A URL seen before
 * is answered right after the global onRequest hooks (rate limit, auth); a new one once its
 * params and query are validated. A request the cache cannot answer runs the route's handler (one at a time per answer; the others wait for
 * it), and the answer is kept. Every other answer gets `Cache-Control: private, no-store`.
 */
export function registerPublicCache(app: FastifyInstance): void {
  const versions = new ContentVersions(
    () => readContentVersions(app.db),
    app.config.contentCheckMs,
    () => app.now().getTime(),
  );
  app.decorate('contentVersions', versions);
  app.decorateRequest('publicAnswer', null);
  app.decorateRequest('servedFromMemory', false);
  const entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry, key) => entry.answer.bytes + key.length,
  });
  const loading = new Map<string, Promise<Entry | undefined>>();
  /** Each request URL as sent (path and query string) with the key its validated form names. */
  const keysByUrl = new LRUCache<string, string>({ max: 4 * MAX_ENTRIES });

  const fresh = (entry: Entry | undefined, stamp: string, now: Date) =>
    entry && entry.stamp === stamp && now.getTime() < entry.until ? entry : undefined;

  /**
   * The answer kept for this very URL, if this request may share it and it is current, found
   * without waiting for anything. A URL as sent names the key of its validated params and
   * query once a request for it got through validation (`lookUp` notes it), so a hit skips
   * validation and the hooks between; an unknown URL, or versions due for a check, take the
   * long way.
   */
  function keptForUrl(content: PublicContent, request: FastifyRequest) {
    const key = keysByUrl.get(request.url);
    const current = versions.latest();
    if (key === undefined || current === undefined) return undefined;
    if (content.sharedBy && !content.sharedBy(request)) return undefined;
    return fresh(entries.get(key), stampOf(content.areas, current), app.now());
  }

  async function lookUp(content: PublicContent, request: FastifyRequest, reply: FastifyReply) {
    if (content.sharedBy && !content.sharedBy(request)) return;
    const key = keyOf(request);
    keysByUrl.set(request.url, key);
    const stamp = stampOf(content.areas, await versions.current());
    const now = app.now();
    const kept = fresh(entries.get(key), stamp, now);
    if (kept) return fromMemory(request, reply, kept.answer);
    // Requests arriving together wait for the first one's answer. If that fails (or is of
    // older versions), each computes its own. No await until this request is the loader.
    const pending = loading.get(key);
    if (pending) {
      const awaited = fresh(await pending, stamp, now);
      return awaited ? fromMemory(request, reply, awaited.answer) : undefined;
    }
    let resolve: (entry: Entry | undefined) => void = () => {};
    const promise = new Promise<Entry | undefined>((settle) => (resolve = settle));
    loading.set(key, promise);
    request.publicAnswer = {
      key,
      stamp,
      now,
      settle(settled) {
        if (loading.get(key) === promise) loading.delete(key);
        resolve(settled);
      },
    };
  }

  async function keep(
    content: PublicContent,
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ) {
    const computing = request.publicAnswer;
    if (!computing) return payload;
    request.publicAnswer = null;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      computing.settle(undefined);
      return payload;
    }
    try {
      const [answer, changesAt] = await Promise.all([
        encodeAnswer(payload, headersOf(content)),
        content.changesAt?.(request, computing.now),
      ]);
      const entry = { stamp: computing.stamp, until: changesAt?.getTime() ?? Infinity, answer };
      entries.set(computing.key, entry);
      computing.settle(entry);
      return prepare(request, reply, answer);
    } catch (error) {
      computing.settle(undefined);
      throw error;
    }
  }

  function abandon(request: FastifyRequest) {
    request.publicAnswer?.settle(undefined);
    request.publicAnswer = null;
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    const content = route.config?.publicContent;
    if (!content || route.method !== 'GET') return;
    // The cache sends its own compressed forms: the compression plugin has nothing to do here.
    route.compress = false;
    // After the global onRequest hooks (the rate limit counts every request, auth knows who asks).
    const answerEarly: onRequestHookHandler = (request, reply, done) => {
      const kept = keptForUrl(content, request);
      if (kept) fromMemory(request, reply, kept.answer);
      else done();
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), answerEarly];
    route.preHandler = [
      (request, reply) => lookUp(content, request, reply),
      ...[route.preHandler ?? []].flat(),
    ];
    route.onSend = [
      ...[route.onSend ?? []].flat(),
      (request, reply, payload) => keep(content, request, reply, payload),
    ];
    route.onRequestAbort = [...[route.onRequestAbort ?? []].flat(), abandon];
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PERSONAL_ANSWER);
    return payload;
  });

  // A write through this instance shows in the next public answer, not a check interval later.
  app.addHook('onResponse', async (request, reply) => {
    if (UNSAFE_METHODS.has(request.method) && reply.statusCode < 400) versions.expire();
  });
}
