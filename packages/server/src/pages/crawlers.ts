import { paths, ROUTE_NAMES, type RouteName } from '@ic/domain/paths';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../http/html.ts';
import { publicContentIds } from '../repositories/sitemap.ts';
import { isIndexed } from './routes.ts';

// robots.txt and sitemap.xml: what search engines may crawl, and every public page to crawl.

/** Paths about one person, the studio's tools and the API: never crawled. */
const DISALLOWED = [
  '/api/',
  '/dashboard',
  '/Dashboard',
  '/my-account',
  '/cart',
  '/order-complete',
  '/guardian',
  '/login',
  '/signup',
  '/studio',
  paths.reader.path.replace(':comicId', '*'),
];

/** The routes with parameters are listed per content item below, not as patterns. */
const FIXED_PUBLIC: RouteName[] = ROUTE_NAMES.filter(
  (name) => isIndexed(name) && !paths[name].path.includes(':') && name !== 'biography',
);

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).toString()}`,
    '',
  ].join('\n');
}

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const modified = lastModified
      ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>`
      : '';
    return `<url><loc>${escapeHtml(new URL(path, origin).toString())}</loc>${modified}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * GET /robots.txt and /sitemap.xml. The sitemap (every fixed public route, each character's
 * biography, each comic with its chapter list, each blog: some 2,600 URLs, far under the 50,000
 * of one file) is built once per content version.
 */
export const crawlerRoutes: FastifyPluginAsync = async (app) => {
  const origin = app.config.publicUrl;
  const robots = robotsTxt(origin);
  let kept: { versions: string; xml: string } | undefined;
  const schema = { tags: ['pages'], hide: true };

  app.get('/robots.txt', { schema }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robots),
  );

  app.get('/sitemap.xml', { schema }, async (_request, reply) => {
    const versions = [...(await app.contentVersions.current()).values()].join(' ');
    if (kept?.versions !== versions) {
      const ids = await publicContentIds(app.db, app.now());
      const xml = sitemapXml(origin, [
        ...FIXED_PUBLIC.map((name) => ({ path: paths[name].path })),
        ...ids.characters.map((id) => ({ path: paths.biography.href(id) })),
        ...ids.comics.flatMap((id) => [
          { path: paths.comic.href(id) },
          { path: paths.chapters.href(id) },
        ]),
        ...ids.blogs.map(({ id, createdAt }) => ({
          path: paths.newsArticle.href(id),
          lastModified: createdAt,
        })),
      ]);
      kept = { versions, xml };
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(kept.xml);
  });
};
