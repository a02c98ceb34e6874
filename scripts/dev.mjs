// `npm run dev`: the API server and Vite's dev server together, with prefixed output. Vite
// proxies the API paths to the server (app/vite.config.ts); Ctrl+C or either one ending stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
const env = { ...process.env, API_URL: process.env.API_URL ?? `http://127.0.0.1:${port}` };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const posix = process.platform !== 'win32';

const tasks = [
  { name: 'api', args: ['run', 'start', '-w', '@ic/server'] },
  { name: 'app', args: ['run', 'dev', '-w', '@ic/app'] },
];

function prefixed(stream, name, out) {
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => pending && out.write(`[${name}] ${pending}\n`));
}

// Each task leads its own process group, so stopping it also stops what npm started under it.
const children = tasks.map(({ name, args }) => {
  const child = spawn(npm, args, { cwd: root, env, detached: posix, shell: !posix });
  prefixed(child.stdout, name, process.stdout);
  prefixed(child.stderr, name, process.stderr);
  return { name, child };
});

let stopping = false;
function stopAll(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const { child } of children) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    try {
      if (posix) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // Already gone.
    }
  }
}

for (const { name, child } of children) {
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.log(`[${name}] stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    if (!stopping) process.exitCode = code ?? 1;
    stopAll();
  });
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
