import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { frameworkErrors, registerErrorHandling } from './http/error-handler.ts';
import { registerNulGuard } from './http/nul-guard.ts';
import { echoRequestId, requestIdOf } from './http/request-id.ts';
import { compiledSerializer } from './http/serializer.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCors } from './plugins/cors.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerDb } from './plugins/db.ts';
import { registerDocs } from './plugins/docs.ts';
import { definePeriodicJobs, registerJobs } from './plugins/jobs.ts';
import { registerMailer } from './plugins/mail.ts';
import { registerMedia } from './plugins/media.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerPublicCache } from './plugins/public-cache/index.ts';
import { RequestLogs } from './plugins/public-cache/request-logs.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticApp } from './plugins/static-app.ts';
import { registerRoutes } from './routes/index.ts';
import { offsetClock, testClockRoutes } from './routes/test-clock/index.ts';
import { testImportRoutes } from './routes/test-import/index.ts';
import { testStudioAdminRoutes } from './routes/test-import/studio-admin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The clock: everything time-based reads it, so tests can move time. */
    now(): Date;
  }
}

export interface AppOverrides {
  db?: Db;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

/** JSON bodies are small here; anything bigger is refused with 413. */
export const BODY_LIMIT = 100 * 1024;

/**
 * Bodies are JSON only (anything else is 415), through Fastify's prototype-poisoning-safe
 * parser, except that an empty body means no body (a bare POST /api/logout).
 */
function acceptJsonOnly(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parse(request, text, done);
  });
}

async function registerHttpLayer(app: FastifyInstance) {
  acceptJsonOnly(app);
  registerSecurityHeaders(app);
  await registerCors(app);
  // Before compression: cached public answers bring their own compressed forms.
  registerPublicCache(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await registerRateLimit(app);
  registerCsrf(app);
  registerAuth(app);
}

/**
 * Builds the whole server: database (migrated, seeded when config.seed), mail, security layers,
 * API docs, every route and the built app. Listening is server.ts's job.
 */
export async function buildApp(
  config: Config,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: overrides.logger ?? { level: config.logLevel },
    logController: new RequestLogs(),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
    genReqId: requestIdOf,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer);
  app.decorate('config', config);
  const base = overrides.now ?? (() => new Date());
  const testClock = config.testClock ? offsetClock(base) : undefined;
  app.decorate('now', testClock?.now ?? base);
  echoRequestId(app);
  registerErrorHandling(app);
  registerNulGuard(app);
  await registerDb(app, overrides.db);
  registerJobs(app);
  registerMailer(app);
  registerMedia(app);
  await registerMetrics(app);
  await registerHttpLayer(app);
  await registerDocs(app);
  await registerStaticApp(app);
  await registerRoutes(app);
  definePeriodicJobs(app);
  if (testClock) await app.register(testClockRoutes, { clock: testClock });
  if (config.testImport) {
    await app.register(testImportRoutes);
    await app.register(testStudioAdminRoutes);
  }
  await app.jobs.start();
  return app;
}
