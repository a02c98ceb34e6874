// Builds the app (vite build in app/) when app/dist is missing or older than anything it is
// built from, so `npm start` always serves the current site without rebuilding every time.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'app', 'dist', 'index.html');
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
  const builtAt = statSync(built).mtimeMs;
  const changed = inputs.find((input) => newest(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

const reason = staleReason();
if (!reason) {
  console.log('app/dist is up to date.');
} else {
  console.log(`Building the app: ${reason}.`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@ic/app'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  process.exitCode = result.status ?? 1;
}
