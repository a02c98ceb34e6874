import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SignupPayload, UserRecord } from '@ic/domain';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createDb, type Db } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';
import { outboxDir } from '../src/mail/mailer.ts';

export const TEST_PUBLIC_URL = 'http://localhost:3000';
export const TEST_PASSWORD = 'Secret#123';

export interface TestDatabase {
  db: Db;
  url: string | undefined;
  drop(): Promise<void>;
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * What a test app starts on: on PGlite a copy of the run's migrated database (globalSetup.ts),
 * which the app's start finds with nothing to migrate; on PostgreSQL a fresh database (a copy
 * of a migrated template was measured no faster there).
 */
async function testAppDatabase(dataDir: string): Promise<TestDatabase> {
  if (process.env.DATABASE_URL) return createTestDatabase(dataDir);
  const loadDataDir = new Blob([await fs.readFile(inject('migratedDatabase'))]);
  const pglite = () => new PGlite({ loadDataDir });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return { db, url: undefined, drop: async () => {} };
}

/** In-memory PGlite, or a fresh database on DATABASE_URL's server, dropped afterwards. */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { db: createDb({ dataDir: 'memory://' }), url: undefined, drop: async () => {} };
  }
  const name = `ic_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    db: createDb({ databaseUrl: url.toString(), dataDir }),
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/** A built app's smallest index.html: the server writes each page's head and body into it. */
export const APP_SHELL =
  '<!doctype html><html lang="en-IN"><head><title>IC</title></head><body><div id="root"></div></body></html>';

/** A fresh folder holding `index.html` as the app's build would (remove it after the tests). */
export async function appShellDir(prefix: string, html = APP_SHELL): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.writeFile(path.join(dir, 'index.html'), html);
  return dir;
}

export interface TestAppOptions {
  seed?: boolean;
  config?: Partial<Config>;
  now?: () => Date;
  /** Where log lines go (silent unless given). */
  logger?: FastifyServerOptions['logger'];
}

/** The whole app on a throwaway database and DATA_DIR (outbox, media); close it in afterAll. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-server-test-'));
  const database = await testAppDatabase(dataDir);
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: database.url,
    publicUrl: TEST_PUBLIC_URL,
    appDir: undefined,
    renderEntry: undefined,
    seed: options.seed ?? false,
    logLevel: 'silent',
    // Tests write behind the app's back (straight to the database) and read at once.
    contentCheckMs: 0,
    ...options.config,
  };
  const app = await buildApp(config, {
    db: database.db,
    ...(options.now && { now: options.now }),
    ...(options.logger && { logger: options.logger }),
  });
  app.addHook('onClose', async () => {
    // Mail still due is delivered first; a test that destroyed the database itself has none.
    await app.mailer.settled().catch(() => undefined);
    await app.jobs.stop();
    await database.db.destroy();
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  return app;
}

/**
 * A second instance of `app` on the same database (its own connections on PostgreSQL; the one
 * PGlite, which cannot be opened twice) with its own memory: caches, in-memory limits. `db`
 * (app.db with a Kysely plugin, say) replaces its connection.
 */
export async function buildSiblingApp(
  app: FastifyInstance,
  options: Omit<TestAppOptions, 'seed'> & { db?: Db } = {},
): Promise<FastifyInstance> {
  const { databaseUrl, dataDir } = app.config;
  const own = options.db === undefined && databaseUrl ? createDb({ databaseUrl, dataDir }) : null;
  const db = options.db ?? own ?? app.db;
  const config: Config = { ...app.config, seed: false, ...options.config };
  const sibling = await buildApp(config, { db, ...(options.now && { now: options.now }) });
  if (own) sibling.addHook('onClose', () => own.destroy());
  return sibling;
}

let signUps = 0;
let addresses = 0;

/** A client IP no other request of the test run used, so per-IP limits never cross tests. */
export function freshIp(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A unique adult signup body. */
export function signupBody(overrides: Partial<SignupPayload> = {}): SignupPayload {
  signUps += 1;
  const tag = `${signUps}${randomUUID().slice(0, 6)}`;
  return {
    email: `reader${tag}@example.com`,
    password: TEST_PASSWORD,
    name: 'Asha Reader',
    dob: '1995-04-12',
    username: `reader_${tag}`,
    newsLetter: true,
    ...overrides,
  };
}

/** `name=value` for a Cookie header, from a response's Set-Cookie. */
export function cookieFrom(res: LightMyRequestResponse, name = 'sid'): string {
  const found = res.cookies.find((c) => c.name === name);
  if (!found) throw new Error(`No ${name} cookie in the response`);
  return `${found.name}=${found.value}`;
}

export interface SignedUp {
  /** `sid=...`, ready for a Cookie header. */
  cookie: string;
  token: string;
  user: UserRecord;
  body: SignupPayload;
}

/** Signs a new adult up through the API and answers its credentials. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<SignupPayload> = {},
): Promise<SignedUp> {
  const body = signupBody(overrides);
  const res = await app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: body,
    remoteAddress: freshIp(),
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const { token, ...user } = res.json().data;
  return { cookie: cookieFrom(res), token, user, body };
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
}

/** Every mail the app has written to its outbox, oldest first (waits for mail in flight). */
export async function readOutbox(app: FastifyInstance): Promise<OutboxMail[]> {
  await app.mailer.settled();
  const dir = outboxDir(app.config.dataDir);
  const names = await fs.readdir(dir).catch(() => []);
  const files = names.filter((n) => n.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), 'utf8')) as OutboxMail),
  );
}
