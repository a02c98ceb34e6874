import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const DESCRIPTION = [
  'The IC Universe API. Every JSON answer is an envelope: `{ success: true, data, message? }` or',
  '`{ success: false, message, errors?: [{ field, message }] }`.',
  '',
  'Authentication: the `sid` session cookie (HttpOnly) or `Authorization: Bearer <token>` with the',
  'token returned by login/signup; both belong to one session and are revoked together.',
  'Cookie-authenticated writes from another site are refused (403).',
  '',
  'Children: a signup whose date of birth is under 18 creates no active account. It needs',
  '`guardianEmail`; the answer is 202 `{ status: "consent_pending" }` and the guardian receives',
  'links to approve (activates the account) or decline (deletes everything stored).',
  '',
  'Guardians: `/api/guardian/*` (except link, session and logout) answer only to the `gsid` cookie',
  'that a mailed single-use sign-in link opens; a user session or bearer token never does (401).',
].join('\n');

/** The OpenAPI document at /api/docs/json and Swagger UI at /api/docs, built from the zod schemas. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'IC Universe API', version: '1.0.0', description: DESCRIPTION },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          bearer: { type: 'http', scheme: 'bearer' },
          guardianSession: { type: 'apiKey', in: 'cookie', name: 'gsid' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
