import { searchQuerySchema, searchResultsSchema } from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { withMediaBase } from '../../http/media-urls.ts';
import type { PublicContent } from '../../plugins/public-cache/index.ts';
import { searchCharacters } from '../../repositories/characters.ts';
import { searchComics } from '../../repositories/comics.ts';

/** Enough to choose from in one glance; the characters page lists every match. */
const CHARACTER_RESULTS = 12;
const COMIC_RESULTS = 6;
/** The same for everyone: names and titles only. */
const SEARCH: PublicContent = { areas: ['characters', 'comics'] };

/** GET /api/search?q=: the header's one search, over characters and comics. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    {
      config: { publicContent: SEARCH },
      schema: {
        tags: ['search'],
        summary: 'Characters and comics whose name or title holds q, grouped',
        description:
          `Up to ${CHARACTER_RESULTS} characters and ${COMIC_RESULTS} comics. In each group the ` +
          'exact name comes first, then names that start with q, then names that contain it; ties ' +
          'in the site’s order.',
        querystring: searchQuerySchema,
        response: { 200: envelopeOf(searchResultsSchema), 400: failureSchema },
      },
    },
    async (request) => {
      const { q } = request.query;
      const [characters, comics] = await Promise.all([
        searchCharacters(app.db, q, CHARACTER_RESULTS),
        searchComics(app.db, q, COMIC_RESULTS),
      ]);
      return ok(withMediaBase(app, { characters, comics }));
    },
  );
};
