import {
  characterDetailSchema,
  characterFiltersSchema,
  characterListItemSchema,
  characterQuerySchema,
  heroSlideSchema,
  MESSAGES,
  pagedEnvelope,
  type CharacterListItem,
  type CharacterQuery,
  type PagedSuccess,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { withMediaBase } from '../../http/media-urls.ts';
import type { PublicContent } from '../../plugins/public-cache/index.ts';
import {
  characterFilters,
  featuredCharacters,
  findCharacterDetail,
  listCharacters,
} from '../../repositories/characters.ts';
import { idParams, pageMeta } from '../content/schemas.ts';
import { heroSlides } from './hero-slides.ts';

const TAGS = ['characters'];
const DEFAULT_LIMIT = 12;
/** The power select stays short enough to scan on a phone. */
const POWER_OPTIONS = 40;

const CHARACTERS: PublicContent = { areas: ['characters'] };
/** A character's answer also lists where they appear: comic titles and chapters. */
const CHARACTER_DETAIL: PublicContent = { areas: ['characters', 'comics'] };

/** GET /character/getAll (lean list, search, sort, paging), /character/get/:id and the hub's slides. */
export const characterRoutes: FastifyPluginAsyncZod = async (app) => {
  async function listBody(query: CharacterQuery): Promise<PagedSuccess<CharacterListItem>> {
    const { items: stored, total } = await listCharacters(app.db, query);
    const items = withMediaBase(app, stored);
    const paged = query.page !== undefined || query.limit !== undefined;
    if (!paged) return ok(items);
    return { ...ok(items), meta: pageMeta(total, query.page ?? 1, query.limit ?? DEFAULT_LIMIT) };
  }

  app.get(
    '/character/getAll',
    {
      config: { publicContent: CHARACTERS },
      schema: {
        tags: TAGS,
        summary:
          'Characters as {_id, originalName, mainImageUrl, alignment, universe, faction}; optional q, alignment, universe, power, sort, page, limit',
        description:
          'Without page or limit, data is the whole list (the hand-written core first, or by name with sort). ' +
          'alignment, universe (any case) and power (one of theirs, any case) narrow it. ' +
          'With page or limit, data is that page and meta holds {total, page, limit, pages}. ' +
          'Answers carry an ETag; a matching If-None-Match gets 304.',
        querystring: characterQuerySchema,
        response: {
          200: pagedEnvelope(characterListItemSchema),
          304: z.undefined().describe('Not modified: no body'),
          400: failureSchema,
        },
      },
    },
    async (request) => listBody(request.query),
  );

  app.get(
    '/character/hero-slides',
    {
      config: { publicContent: CHARACTERS },
      schema: {
        tags: TAGS,
        summary: "The characters hub's carousel: heroes, middle and villains",
        response: { 200: envelopeOf(z.array(heroSlideSchema)) },
      },
    },
    async () => ok(withMediaBase(app, heroSlides(await featuredCharacters(app.db)))),
  );

  app.get(
    '/character/filters',
    {
      config: { publicContent: CHARACTERS },
      schema: {
        tags: TAGS,
        summary: "The hub's filter options: every universe, and the powers most characters share",
        response: { 200: envelopeOf(characterFiltersSchema) },
      },
    },
    async () => ok(await characterFilters(app.db, POWER_OPTIONS)),
  );

  app.get(
    '/character/get/:id',
    {
      config: { publicContent: CHARACTER_DETAIL },
      schema: {
        tags: TAGS,
        summary:
          'One character with every biography field, where they appear (first appearance first) and their connections',
        params: idParams,
        response: {
          200: envelopeOf(characterDetailSchema),
          400: failureSchema,
          404: failureSchema,
        },
      },
    },
    async (request) => {
      const character = await findCharacterDetail(app.db, request.params.id);
      if (!character) throw notFound(MESSAGES.noCharacter);
      return ok(withMediaBase(app, character));
    },
  );
};
