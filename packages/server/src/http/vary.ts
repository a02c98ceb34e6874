import type { FastifyReply } from 'fastify';

/**
 * Adds names to the reply's Vary, keeping what is there (CORS has added Origin for a listed
 * origin) and each name once: setting Vary outright would let a shared cache hand one origin's
 * Access-Control-Allow-Origin to another.
 */
export function addVary(reply: FastifyReply, names: string): void {
  const before = reply.getHeader('vary');
  const all = new Map<string, string>();
  for (const name of `${names},${before ?? ''}`.split(',')) {
    const trimmed = name.trim();
    if (trimmed && !all.has(trimmed.toLowerCase())) all.set(trimmed.toLowerCase(), trimmed);
  }
  reply.header('vary', [...all.values()].join(', '));
}

/** Headers that make an answer per reader, with its Vary added to the reply's rather than over it. */
export function setHeadersKeepingVary(
  reply: FastifyReply,
  headers: Readonly<Record<string, string>>,
): void {
  const { vary, ...rest } = headers;
  reply.headers(rest);
  if (vary) addVary(reply, vary);
}
