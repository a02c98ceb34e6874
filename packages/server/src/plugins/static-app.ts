import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/**
 * Serves the built app from the same port when config.appDir holds one: its files as they are
 * (hashed assets cached for a year), and index.html for any page a browser navigates to, so
 * paths like /comicChap/:id/chapters are a page for browsers and an API call for fetch.
 */
export async function registerStaticApp(app: FastifyInstance): Promise<void> {
  const root = app.config.appDir;
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) return;
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
  app.addHook('onRequest', async (request, reply) => {
    if (wantsHtml(request) && isAppRoute(request.url)) {
      return reply.sendFile('index.html');
    }
  });
}
