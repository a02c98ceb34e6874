import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DrawnParts } from './template.ts';

// The app's page renderer (app/src/ssr/entry-server.tsx, built by Vite): a module the server
// loads by path and calls with plain strings and a reader of its own API, knowing nothing of
// React. Without the module, pages are served with the app's empty root as before.

/** What the renderer drew for an address, as strings to place in the page (template.ts). */
export interface RenderedBody extends DrawnParts {
  status: number;
}

export interface RenderOptions {
  /** Answers a GET of the API (path and query) for an anonymous visitor. */
  fetchApi: (path: string) => Promise<Response>;
  /** The client build's manifest (the chunks of each page). */
  manifest?: unknown;
}

/** Draws an address (path and query); null when the app leaves that one to the browser. */
export type PageRenderer = (url: string, options: RenderOptions) => Promise<RenderedBody | null>;

/**
 * The renderer's reads carry this header with a value made at start, so the general rate limit
 * does not count the server's own requests against 127.0.0.1 (no client can know the value).
 */
const READ_HEADER = 'x-page-render';
const READ_TOKEN = randomUUID();

export const isRenderRead = (request: FastifyRequest) =>
  request.headers[READ_HEADER] === READ_TOKEN;

/** The API as an anonymous browser sees it: no cookies, no token, only GET. */
function apiReader(app: FastifyInstance): RenderOptions['fetchApi'] {
  return async (url) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', [READ_HEADER]: READ_TOKEN },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
}

function readManifest(appDir: string): unknown {
  const file = path.join(appDir, '.vite', 'manifest.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/**
 * Loads config.renderEntry when it exists. The renderer's own failures (a page that throws)
 * are logged and the page goes out with the empty root, which the browser renders.
 */
export async function loadRenderer(
  app: FastifyInstance,
  appDir: string,
): Promise<((url: string) => Promise<RenderedBody | null>) | undefined> {
  const entry = app.config.renderEntry;
  if (!entry || !fs.existsSync(entry)) return undefined;
  const module: { render?: unknown } = await import(pathToFileURL(entry).href);
  if (typeof module.render !== 'function') {
    throw new Error(`${entry} exports no render function: is it the app's entry-server build?`);
  }
  const render = module.render as PageRenderer;
  const options: RenderOptions = { fetchApi: apiReader(app), manifest: readManifest(appDir) };
  return async (url) => {
    try {
      return await render(url, options);
    } catch (error) {
      app.log.error({ err: error, url }, 'Rendering a page failed; it goes out unrendered');
      return null;
    }
  };
}
