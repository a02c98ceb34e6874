import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

// Every request has an id: the one a proxy or client sent in X-Request-Id when it looks like an
// id (so one id follows a request through nginx and every instance), otherwise a new UUID.
// Fastify puts it on every log line of the request (reqId); the answer echoes it, and a 500's
// envelope carries it so a report can quote it.

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and a few separators, at most 128: nothing that could forge a log line. */
const SAFE_ID = /^[\w.:@-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
