// Test helpers for the access layer: readers of every kind, and the seeded comics they read.
import { randomUUID } from 'node:crypto';
import type { Chapter, Comic, Rating } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { signUp, type SignedUp } from './helpers.ts';
import { asCookie, buyMembership, get, type Credentials } from './payments/flow.ts';

export interface TestReader extends SignedUp {
  id: string;
  /** The session cookie: what a browser sends. */
  credentials: Credentials;
}

async function withId(app: FastifyInstance, user: SignedUp): Promise<TestReader> {
  const row = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', user.body.email)
    .executeTakeFirstOrThrow();
  return { ...user, id: row.id, credentials: asCookie(user) };
}

export async function signUpReader(app: FastifyInstance): Promise<TestReader> {
  return withId(app, await signUp(app));
}

/** An adult who bought a plan in the sandbox (Annual unless told). */
export async function signUpMember(app: FastifyInstance, plan = 'Annual'): Promise<TestReader> {
  const reader = await signUpReader(app);
  await buyMembership(app, reader.credentials, plan);
  return reader;
}

export interface ChildSetup {
  dob: string;
  maxRating?: Rating;
  dailyLimitMinutes?: number;
  paused?: boolean;
}

/**
 * A child account: under 18 with a guardian (made directly in the database, so these tests do
 * not depend on how the guardian signs up), with the guardian's settings when given.
 */
export async function signUpChild(app: FastifyInstance, setup: ChildSetup): Promise<TestReader> {
  const reader = await signUpReader(app);
  const guardianId = randomUUID();
  await app.db.updateTable('users').set({ dob: setup.dob }).where('id', '=', reader.id).execute();
  await app.db
    .insertInto('guardians')
    .values({ id: guardianId, email: `guardian-${guardianId}@example.com` })
    .execute();
  await app.db
    .insertInto('guardian_children')
    .values({ guardian_id: guardianId, user_id: reader.id })
    .execute();
  const { maxRating = null, dailyLimitMinutes = null, paused = false } = setup;
  if (maxRating || dailyLimitMinutes || paused) {
    await app.db
      .insertInto('child_settings')
      .values({
        user_id: reader.id,
        max_rating: maxRating,
        daily_limit_minutes: dailyLimitMinutes,
        paused,
        updated_at: app.now(),
      })
      .execute();
  }
  return reader;
}

export async function comicTitled(app: FastifyInstance, title: string): Promise<Comic> {
  const comics: Comic[] = (await get(app, '/comic')).json().data;
  const comic = comics.find((c) => c.title === title);
  if (!comic) throw new Error(`no comic titled ${title}`);
  return comic;
}

export async function chaptersOf(
  app: FastifyInstance,
  comic: Comic,
  credentials?: Credentials,
): Promise<Chapter[]> {
  return (await get(app, `/comicChap/${comic._id}/chapters`, credentials)).json().data;
}

/** Where a chapter's PDF lives, whoever may read it (the list hides it from locked readers). */
export const pdfOf = (chapter: Chapter) => `/media/chapters/${chapter._id}.pdf`;
