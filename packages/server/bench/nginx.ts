import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { freePort, waitFor } from './processes.ts';

// Debian's nginx serving fixed files from disk: the reference the API is measured against.

export const NGINX = '/usr/sbin/nginx';

export interface StaticFile {
  /** Path on the nginx server, e.g. /r0. */
  location: string;
  body: Buffer;
  contentType: string;
  contentEncoding: string | undefined;
}

export interface RunningNginx {
  origin: string;
  version: string;
  stop(): Promise<void>;
}

export async function nginxInstalled(): Promise<boolean> {
  return fs.access(NGINX, fs.constants.X_OK).then(
    () => true,
    () => false,
  );
}

function locationBlock(dir: string, file: StaticFile): string {
  const name = path.join(dir, file.location.slice(1));
  const encoding = file.contentEncoding
    ? `add_header Content-Encoding ${file.contentEncoding};`
    : '';
  return `location = ${file.location} { alias ${name}; default_type "${file.contentType}"; ${encoding} }`;
}

/** One worker, no access log, keep-alive without a request cap: nginx at its fastest here. */
function config(dir: string, port: number, files: StaticFile[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  return `
worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    ${files.map((file) => locationBlock(dir, file)).join('\n    ')}
  }
}
`;
}

async function nginxVersion(): Promise<string> {
  const child = spawn(NGINX, ['-v'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let text = '';
  for await (const chunk of child.stderr) text += String(chunk);
  return text.trim().replace(/^nginx version: /, '');
}

/** Starts nginx on a free loopback port with a config in `dir` serving `files` from it. */
export async function startNginx(dir: string, files: StaticFile[]): Promise<RunningNginx> {
  await fs.mkdir(path.join(dir, 'temp'), { recursive: true });
  // Started as root, nginx's worker runs as nobody: it must be able to read the files.
  await fs.chmod(dir, 0o755);
  for (const file of files) {
    await fs.writeFile(path.join(dir, file.location.slice(1)), file.body, { mode: 0o644 });
  }
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  await fs.writeFile(conf, config(dir, port, files));
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: 'inherit' });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(child, `${origin}${files[0]?.location ?? '/'}`);
  return {
    origin,
    version: await nginxVersion(),
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
