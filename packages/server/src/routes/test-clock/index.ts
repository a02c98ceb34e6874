import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, failureSchema, ok } from '../../http/envelope.ts';

// End-to-end tests only (TEST_CLOCK=true, refused in production): a clock that runs with real
// time plus an offset the tests move, so a journey can reach an early chapter's release day.

export interface TestClock {
  now(): Date;
  advance(ms: number): Date;
}

export function offsetClock(base: () => Date): TestClock {
  let offset = 0;
  const now = () => new Date(base().getTime() + offset);
  return {
    now,
    advance(ms) {
      offset += ms;
      return now();
    },
  };
}

/** A year either way is plenty for any journey and keeps the clock sane. */
const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

const advanceSchema = z.object({ advanceMs: z.number().int().min(-YEAR_MS).max(YEAR_MS) }).strict();

/** POST /api/test/clock: registered only when the test clock is on. */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: TestClock }> = async (
  app,
  { clock },
) => {
  app.post(
    '/api/test/clock',
    {
      schema: {
        tags: ['test'],
        summary: 'TEST ONLY (TEST_CLOCK=true): move the server clock by advanceMs',
        body: advanceSchema,
        response: { 200: envelopeOf(z.object({ now: z.string() })), 400: failureSchema },
      },
    },
    async (request) => ok({ now: clock.advance(request.body.advanceMs).toISOString() }),
  );
};
