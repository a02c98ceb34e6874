// The server's renderer of the app's pages (built by `vite build --ssr` into app/dist-server;
// the server loads it by path and knows nothing of React). One call draws one address for an
// anonymous visitor: the router's static handler matches it (lazy routes load), the page is
// drawn, every SWR read it asked for is fetched in-process and the page drawn again with the
// answers, until it asks for nothing new. The answers go into the page for the browser's SWR.
import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, parseLanguage } from '@ic/domain';
import regularBodyFont from '@fontsource/nunito/files/nunito-latin-400-normal.woff2?url';
import blackBodyFont from '@fontsource/nunito/files/nunito-latin-900-normal.woff2?url';
import { loadedAreas, prepareLanguage, type PreparedLanguage } from '@ic/ui';
import { serverStyles } from '@ic/ui/server';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { setApiTransport } from '../api/client';
import { firstScreenUsesBodyFont } from '../fonts/bodyFontHint';
import { AppProviders } from '../providers';
import { appRoutes } from '../router';
import { modulePreloads, type BuildManifest } from './modulePreloads';
import { recordReads, type Reads } from './recordReads';
import { servedPageScript, type ServedData } from './servedData';

/** Answers a GET of the app's API (path and query) for an anonymous visitor, in-process. */
export type FetchApi = (path: string) => Promise<Response>;

export interface RenderOptions {
  fetchApi: FetchApi;
  /** The client build's manifest (.vite/manifest.json): the matched route's chunks to preload. */
  manifest?: BuildManifest;
}

export interface RenderedPage {
  status: number;
  /** Goes before </head>: the page's CSS and the body font's preload. */
  head: string;
  /** Goes inside <div id="root">. */
  body: string;
  /** Goes after the root: the router's state and the SWR answers for hydration. */
  data: string;
  /** The matched route's chunks, as modulepreloads the server starts with the app's entry. */
  modules: string;
}

/** A draw stops after this many rounds of reads (a read that depends on a read that depends…). */
const ROUNDS = 4;

const reads = new AsyncLocalStorage<FetchApi>();

// Every read the app makes while the server draws a page goes to this render's own fetchApi.
setApiTransport((url, init) => {
  const fetchApi = reads.getStore();
  if (!fetchApi || (init.method ?? 'GET') !== 'GET') {
    return Promise.reject(new Error(`The server's renderer only reads: ${url}`));
  }
  return fetchApi(url);
});

const handler = createStaticHandler(appRoutes);

/** The body font's preloads where the first screen sets text in it (as font-hints does in the browser). */
function bodyFontHint(pathname: string): string {
  if (!firstScreenUsesBodyFont(pathname)) return '';
  return [regularBodyFont, blackBodyFont]
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

async function draw(
  context: StaticHandlerContext,
  swr: ServedData,
  asked: Reads,
  language: PreparedLanguage,
) {
  const router = createStaticRouter(handler.dataRoutes, context);
  const styles = serverStyles();
  const page = styles.collect(
    <StrictMode>
      <AppProviders served={swr} use={[recordReads(asked)]} language={language}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  // Every boundary inline, however large: React would otherwise move a big one's content to
  // the end of the page with an inline script to put it back, which the CSP does not allow.
  const { prelude } = await prerenderToNodeStream(page, { progressiveChunkSize: Infinity });
  const body = await text(prelude);
  return { body, css: styles.tags() };
}

/** Fetches what a draw asked for and does not hold yet; a failed read is left to the browser. */
async function fetchMissing(asked: Reads, swr: ServedData, failed: Set<string>) {
  const missing = [...asked].filter(([key]) => !(key in swr) && !failed.has(key));
  await Promise.all(
    missing.map(async ([key, read]) => {
      try {
        swr[key] = await read();
      } catch {
        failed.add(key);
      }
    }),
  );
  return missing.length > 0;
}

/**
 * Draws `url` (path and query) as an anonymous visitor sees it first, in the language its ?lang=
 * names (else English; a page's catalogue loads while the draw waits). Null when the router
 * answered something other than a page (a redirect, an error): the browser renders those.
 */
export function render(url: string, options: RenderOptions): Promise<RenderedPage | null> {
  return reads.run(options.fetchApi, async () => {
    const address = new URL(url, 'http://localhost');
    const context = await handler.query(new Request(address));
    if (context instanceof Response || context.errors) return null;
    const swr: ServedData = {};
    const failed = new Set<string>();
    const language = await prepareLanguage(
      parseLanguage(address.searchParams.get(LANGUAGE_PARAM)) ?? DEFAULT_LANGUAGE,
    );
    for (let round = 1; ; round += 1) {
      const asked: Reads = new Map();
      const { body, css } = await draw(context, swr, asked, language);
      if (round === ROUNDS || !(await fetchMissing(asked, swr, failed))) {
        const { loaderData, actionData, errors } = context;
        return {
          status: context.statusCode,
          head: css + bodyFontHint(address.pathname),
          body,
          modules: modulePreloads(context, options.manifest),
          data: servedPageScript({
            router: { loaderData, actionData, errors },
            swr,
            language: language.language,
            areas: loadedAreas(language.i18n, language.language),
          }),
        };
      }
    }
  });
}
