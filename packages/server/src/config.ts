import path from 'node:path';
import type { S3Options } from './media/s3-store.ts';

/** Everything the server reads from its environment, with safe local defaults. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string } | undefined;
  allowedMessageOrigins: string[];
  /** Other sites' origins that may call the API from a browser (CORS with credentials; CSRF trusts them). */
  corsOrigins: string[];
  /** Media in an S3-compatible bucket (S3_BUCKET set); unset keeps them in the database. */
  s3: S3Options | undefined;
  /** Where media URLs in answers point: unset keeps them relative (/media/…) to the API. */
  mediaBaseUrl: string | undefined;
  /** Secret for the local sandbox payment provider's signatures. */
  sandboxSecret: string;
  /** Key of the member code's HMAC (the shop checks codes with the same key). */
  memberCodeSecret: string;
  /** End-to-end tests only: the clock can be moved through POST /api/test/clock. */
  testClock: boolean;
  /** End-to-end tests only: POST /api/test/import runs the import command's path in this server. */
  testImport: boolean;
  /** Serve the built app (app/dist) from the same port when present. */
  appDir: string | undefined;
  /**
   * The app's page renderer (app/dist-server/entry-server.js, beside appDir by default): when it
   * is there, pages come with their body drawn; without it, with the app's empty root.
   */
  renderEntry: string | undefined;
  /** Seed sample content into an empty database on start. */
  seed: boolean;
  logLevel: string;
  /** Requests per minute one IP may make before 429, counted in each instance's memory (0 turns it off). */
  rateLimitPerMinute: number;
  /** How often (ms) an instance reads the content versions to notice changes others made (0: per request). */
  contentCheckMs: number;
  /** Bearer token that /metrics asks for; unset, there is no /metrics. */
  metricsToken: string | undefined;
  /** Behind a load balancer: take the client IP and protocol from X-Forwarded-* headers. */
  trustProxy: boolean;
}

type Env = Record<string, string | undefined>;

/** Defaults live at the repository root, wherever npm runs the server from. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** A path the user gave is relative to where they ran npm (INIT_CWD), not to this workspace. */
function userPath(env: Env, value: string | undefined, fallback: string): string {
  if (value === undefined) return path.join(REPO_ROOT, fallback);
  return path.resolve(env.INIT_CWD ?? process.cwd(), value);
}

/**
 * A named sender that can take replies: a parent who gets a consent mail from no-reply@localhost
 * reads it as phishing. Production sets MAIL_FROM to the real domain's address.
 */
export const DEFAULT_MAIL_FROM = 'IC Universe <hello@icuniverse.local>';

export const TEST_CLOCK_IN_PRODUCTION =
  'TEST_CLOCK=true is for end-to-end tests and is refused when NODE_ENV=production.';
export const TEST_IMPORT_IN_PRODUCTION =
  'TEST_IMPORT=true is for end-to-end tests and is refused when NODE_ENV=production.';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export const corsOriginProblem = (origin: string) =>
  `CORS_ORIGINS lists "${origin}", which is not an origin: write scheme://host[:port], nothing more.`;
export const mediaBaseProblem = (url: string) =>
  `MEDIA_BASE_URL is "${url}": it must be an http(s) URL.`;

/** Exact origins only: a browser's Origin header is compared with them as they are. */
function origins(value: string | undefined): string[] {
  return list(value).map((origin) => {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      throw new Error(corsOriginProblem(origin));
    }
    return origin;
  });
}

export const countProblem = (name: string, value: string) =>
  `${name} is "${value}": it must be a whole number of 0 or more.`;

/** A whole number setting; a typo fails the start rather than becoming NaN (no limit, no check). */
function count(env: Env, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(countProblem(name, value));
  return Number(value);
}

function mediaBase(value: string | undefined): string | undefined {
  const url = value?.trim().replace(/\/+$/, '');
  if (!url) return undefined;
  if (!/^https?:\/\//.test(url) || !URL.canParse(url)) throw new Error(mediaBaseProblem(url));
  return url;
}

function s3Options(env: Env): S3Options | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** RENDER_ENTRY, or the app's build beside APP_DIR (app/dist-server); '' turns rendering off. */
function renderEntry(env: Env, appDir: string | undefined): string | undefined {
  if (env.RENDER_ENTRY === '' || !appDir) return undefined;
  if (env.RENDER_ENTRY) return path.resolve(env.INIT_CWD ?? process.cwd(), env.RENDER_ENTRY);
  return path.join(path.dirname(appDir), 'dist-server', 'entry-server.js');
}

export function loadConfig(env: Env = process.env): Config {
  const testClock = env.TEST_CLOCK === 'true';
  if (testClock && env.NODE_ENV === 'production') throw new Error(TEST_CLOCK_IN_PRODUCTION);
  const testImport = env.TEST_IMPORT === 'true';
  if (testImport && env.NODE_ENV === 'production') throw new Error(TEST_IMPORT_IN_PRODUCTION);
  const port = count(env, 'PORT', 3000);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = userPath(env, env.DATA_DIR, 'data');
  const appDir = env.APP_DIR === '' ? undefined : userPath(env, env.APP_DIR, 'app/dist');
  const {
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
  } = env;
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    razorpay: keyId && keySecret && webhookSecret ? { keyId, keySecret, webhookSecret } : undefined,
    allowedMessageOrigins: list(env.ALLOWED_MESSAGE_ORIGINS),
    corsOrigins: origins(env.CORS_ORIGINS),
    s3: s3Options(env),
    mediaBaseUrl: mediaBase(env.MEDIA_BASE_URL),
    sandboxSecret: env.SANDBOX_PAYMENT_SECRET ?? 'local-sandbox-secret',
    memberCodeSecret: env.MEMBER_CODE_SECRET ?? 'local-member-code-secret',
    testClock,
    testImport,
    appDir,
    renderEntry: renderEntry(env, appDir),
    seed: env.SEED !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    rateLimitPerMinute: count(env, 'RATE_LIMIT_PER_MINUTE', 1200),
    contentCheckMs: count(env, 'CONTENT_CHECK_MS', 1000),
    metricsToken: env.METRICS_TOKEN || undefined,
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
