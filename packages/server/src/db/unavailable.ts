// A request that failed because the database could not be reached is the service being briefly
// away (a restart, a failover), not a bug: it answers 503 with Retry-After so clients and the
// load balancer try again, where any other failure stays a 500.

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/** SQLSTATEs of a server going away or refusing connections (class 08, and 57P01–57P03, 53300). */
const SERVER_STATES = /^(08...|57P0[123]|53300)$/;
/** node-postgres says these in words, without a code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

function unavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_STATES.test(code))) {
    return true;
  }
  return DRIVER_MESSAGES.some((text) => error.message.includes(text));
}

/** True when the error, or what caused it (an AggregateError's parts too), is the database being away. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 3 || !(error instanceof Error)) return false;
  if (unavailable(error)) return true;
  const parts = error instanceof AggregateError ? error.errors : [];
  return [error.cause, ...parts].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
