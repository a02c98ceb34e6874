import {
  characterEditSchema,
  EDITORIAL_MESSAGES,
  studioCharacterQuerySchema,
  studioCharacterRowSchema,
  studioCharacterSchema,
  studioPageOf,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { withMediaBase } from '../../http/media-urls.ts';
import { requireRole } from '../../plugins/roles.ts';
import {
  findCharacterRow,
  listCharactersForStudio,
  toStudioCharacter,
  updateCharacter,
} from '../../repositories/studio-characters.ts';
import { audit } from '../../studio/audit.ts';
import { CONTENT_ID, INVALID_ID } from '../content/schemas.ts';
import { guarded, TAGS } from './schemas.ts';

const editorOnly = requireRole('editor');
const characterParams = z.object({ characterId: z.string().regex(CONTENT_ID, INVALID_ID) });

/** Editor: find any of the characters by name and edit the biography's fields and pictures. */
export const studioCharacterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/studio/characters',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary:
          "A page of characters, in the site's order or by how well the name holds q (editor)",
        querystring: studioCharacterQuerySchema,
        response: { 200: envelopeOf(studioPageOf(studioCharacterRowSchema)), ...guarded },
      },
    },
    async (request) => {
      const { page, limit, q } = request.query;
      const { items, total } = await listCharactersForStudio(app.db, page, limit, q);
      return ok({
        items: withMediaBase(app, items),
        meta: { total, page, limit, pages: Math.ceil(total / limit) },
      });
    },
  );

  app.get(
    '/api/studio/characters/:characterId',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary: 'The biography fields and pictures the editor edits (editor)',
        params: characterParams,
        response: { 200: envelopeOf(studioCharacterSchema), ...guarded },
      },
    },
    async (request) => {
      const row = await findCharacterRow(app.db, request.params.characterId);
      if (!row) throw notFound(EDITORIAL_MESSAGES.unknownCharacter);
      return ok(toStudioCharacter(row));
    },
  );

  app.put(
    '/api/studio/characters/:characterId',
    {
      preValidation: editorOnly,
      schema: {
        tags: TAGS,
        summary: "Save a character's biography and pictures; the site shows them at once (editor)",
        params: characterParams,
        body: characterEditSchema,
        response: { 200: envelopeOf(studioCharacterSchema), ...guarded },
      },
    },
    async (request) => {
      const { characterId } = request.params;
      const saved = await app.db.transaction().execute(async (trx) => {
        const before = await findCharacterRow(trx, characterId);
        if (!before) throw notFound(EDITORIAL_MESSAGES.unknownCharacter);
        await updateCharacter(trx, characterId, request.body, app.now());
        const after = await findCharacterRow(trx, characterId);
        if (!after) throw notFound(EDITORIAL_MESSAGES.unknownCharacter);
        await audit(trx, request, {
          action: 'character.edit',
          target: { kind: 'character', id: characterId },
          before: toStudioCharacter(before),
          after: toStudioCharacter(after),
        });
        return toStudioCharacter(after);
      });
      return ok(saved, EDITORIAL_MESSAGES.characterSaved);
    },
  );
};
