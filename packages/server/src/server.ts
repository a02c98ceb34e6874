import closeWithGrace from 'close-with-grace';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';

/** Human-readable logs on a terminal (when pino-pretty is installed); JSON lines otherwise. */
function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = process.stdout.isTTY && canResolve('pino-pretty');
  return pretty
    ? {
        level: config.logLevel,
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
        },
      }
    : { level: config.logLevel };
}

function canResolve(specifier: string): boolean {
  try {
    import.meta.resolve(specifier);
    return true;
  } catch {
    return false;
  }
}

const config = loadConfig();
const app = await buildApp(config, { logger: loggerOptions(config) });

// On SIGINT/SIGTERM (or a crash) stop accepting requests, finish those in flight and the jobs
// running (queued ones stay stored for the next start) and close the database; give up after 10 s.
closeWithGrace({ delay: 10_000, logger: app.log }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
