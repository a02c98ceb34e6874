// Starts the real server for the end-to-end suite: the built app and the API on one free port,
// on a fresh embedded database (a new DATA_DIR) seeded with the sample content.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/comic`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer at ${url} within ${timeoutMs} ms`);
}

export type RunningServer = { url: string; dataDir: string; stop: () => Promise<void> };

/**
 * `appDir`: the built app to serve (default: the server's own default, app/dist); `env`: more
 * settings for this server (the journeys' test clock, the cross-origin journey's CORS_ORIGINS);
 * `repo`: the checkout whose server runs (a benchmark's "before", with its own app).
 */
export async function startServer(
  appDir?: string,
  env: Record<string, string> = {},
  repo = root,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ic-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['packages/server/src/server.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...(appDir ? { APP_DIR: appDir } : {}),
      LOG_LEVEL: 'warn',
      // Every test browses from the same address; the per-IP general limit is not under test here.
      RATE_LIMIT_PER_MINUTE: '0',
      // fixtures.ts gives each test its own client address in X-Forwarded-For.
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    // Creating the embedded database takes a few seconds, much longer on a busy machine.
    await waitUntilServing(url, server, 180_000);
  } catch (error) {
    server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
