import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@ic/domain';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { failure, type FieldError } from './envelope.ts';
import { HttpError } from './errors.ts';

export const GENERIC_ERROR = MESSAGES.genericError;
/** How long a client waits before asking again while the database is away (a restart takes a few seconds). */
const RETRY_AFTER_SECONDS = 5;

/** Messages for Fastify's own 4xx errors; theirs can name internals, ours never do. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid.',
  401: MESSAGES.unauthorized,
  403: MESSAGES.forbidden,
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  413: 'The request body is too large.',
  414: 'The address is too long.',
  415: 'Unsupported content type. Send JSON.',
  429: MESSAGES.tooManyRequests,
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

function toFieldErrors(issues: ValidationIssue[], context: string | undefined): FieldError[] {
  return issues.map((issue) => {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    return { field: field || context || 'body', message: issue.message ?? 'Invalid value' };
  });
}

function validationFailure(error: FastifyError) {
  const issues: ValidationIssue[] = hasZodFastifySchemaValidationErrors(error)
    ? error.validation
    : (error.validation ?? []);
  const errors = toFieldErrors(issues, error.validationContext);
  return failure(errors[0]?.message ?? STATUS_MESSAGES[400]!, errors);
}

function handleError(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.validation) {
    return reply.code(400).send(validationFailure(error));
  }
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send(failure(error.message, error.errors));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send(failure(STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]!));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ ...failure(MESSAGES.serviceUnavailable), requestId: request.id });
  }
  request.log.error({ err: error }, 'request failed');
  // The id finds this log line; the answer says nothing else.
  return reply.code(500).send({ ...failure(GENERIC_ERROR), requestId: request.id });
}

/** Errors the router raises before any route runs (bad URL encoding, over-long parameters). */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 400;
  reply.code(status).send(failure(STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]!));
}

/** Every failure leaves as the envelope; 5xx never carry details. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send(failure(STATUS_MESSAGES[404]!));
  });
}
