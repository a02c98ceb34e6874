// Builds the app (vite build in app/) when app/dist is missing or older than anything it is
// built from, so `npm start` always serves the current site without rebuilding every time.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'app', 'dist', 'index.html');
// The server's page renderer, built with the app by the same command.
const renderer = path.join(root, 'app', 'dist-server', 'entry-server.js');
// The VITE_* settings are baked into the build: a build made with other ones is stale too.
const envStamp = path.join(root, 'app', 'dist', '.vite-env.json');
const viteEnv = JSON.stringify(
  Object.fromEntries(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith('VITE_'))
      .sort(([a], [b]) => a.localeCompare(b)),
  ),
);
const builtEnv = () => (existsSync(envStamp) ? readFileSync(envStamp, 'utf8') : '{}');
const inputs = [
  'app/src',
  'app/public',
  'app/index.html',
  'app/vite.config.ts',
  'app/package.json',
  'packages/ui/src',
  'packages/ui/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/art/src',
  'packages/art/package.json',
  'package-lock.json',
];
// Tests and stories never reach the bundle, so editing them needs no rebuild.
const notBuilt = /\.(test|stories)\.[cm]?[jt]sx?$/;

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return notBuilt.test(file) ? 0 : stat.mtimeMs;
  return readdirSync(file).reduce(
    (latest, name) => Math.max(latest, newest(path.join(file, name))),
    0,
  );
}

function staleReason() {
  if (process.argv.includes('--force')) return 'asked to (--force)';
  if (!existsSync(built)) return 'app/dist is missing';
  if (!existsSync(renderer)) return 'app/dist-server is missing';
  if (builtEnv() !== viteEnv) return 'the VITE_* settings differ from the last build';
  const builtAt = statSync(built).mtimeMs;
  const changed = inputs.find((input) => newest(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

// Several e2e runs (or `npm start`s) on one checkout may start together: one builds while the
// others wait, so nobody serves a half-written app/dist.
const lock = path.join(root, 'app', '.build-lock');
const LOCK_STALE_MS = 10 * 60_000;

function acquireLock() {
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > LOCK_STALE_MS) {
        rmSync(lock, { recursive: true, force: true });
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
}

function buildIfStale() {
  const reason = staleReason();
  if (!reason) {
    console.log('app/dist is up to date.');
    return 0;
  }
  console.log(`Building the app: ${reason}.`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@ic/app'], {
    cwd: root,
    // A build is for production whoever asks (a test runner sets NODE_ENV=test, which would
    // give React's development JSX to a renderer that runs React's production build).
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status === 0) writeFileSync(envStamp, viteEnv);
  return result.status ?? 1;
}

// `--snapshot <dir>` copies the build there (<dir>/dist and the renderer in <dir>/dist-server, as
// in app/) under the same lock: a test run serves its own copy, so a rebuild for another run
// cannot swap the files under it.
const snapshotAt = process.argv.indexOf('--snapshot');
acquireLock();
try {
  process.exitCode = buildIfStale();
  if (process.exitCode === 0 && snapshotAt > 0) {
    for (const built of ['dist', 'dist-server']) {
      const to = path.join(process.argv[snapshotAt + 1], built);
      cpSync(path.join(root, 'app', built), to, { recursive: true });
    }
  }
} finally {
  rmSync(lock, { recursive: true, force: true });
}
