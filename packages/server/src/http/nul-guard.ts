import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

export const NUL_MESSAGE = 'Text must not contain NUL characters.';

/** Whether any string inside `value` holds U+0000; iterative, so deep nesting cannot overflow. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** PostgreSQL text cannot hold NUL: refuse it at the door (400) instead of failing in the database (500). */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(NUL_MESSAGE);
    }
  });
}
