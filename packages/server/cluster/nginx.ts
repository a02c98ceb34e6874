import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { NGINX } from '../bench/nginx.ts';
import { waitFor } from '../bench/processes.ts';

// Debian's nginx as the cluster's load balancer on a loopback port, its config, pid, logs and
// temporary files in one folder.

export interface RunningBalancer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The site: round robin over the instances on kept-alive connections. A request that could not
 * reach an instance (refused, reset, timed out, or a 502/503/504 from it) moves to the next one,
 * but only for idempotent methods: nginx never resends a POST (no `non_idempotent`), so a write is
 * never done twice behind its client's back. A failing instance is left out for 2 s. compose.yaml
 * mounts the same text (deploy/nginx.conf, kept equal by a test) with the instances as `app:3000`.
 */
export function siteConfig(listen: string, instances: string[]): string {
  const servers = instances.map((s) => `server ${s} max_fails=1 fail_timeout=2s;`);
  return `upstream ic_app {
  ${servers.join('\n  ')}
  keepalive 64;
}
server {
  listen ${listen};
  client_max_body_size 12m;
  location / {
    proxy_pass http://ic_app;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Request-Id $request_id;
    proxy_connect_timeout 1s;
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 3;
  }
}
`;
}

/** The whole config of the loopback balancer: one worker, its files in `dir`, then the site. */
export function balancerConfig(dir: string, port: number, instances: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  const site = siteConfig(
    `127.0.0.1:${port}`,
    instances.map((p) => `127.0.0.1:${p}`),
  );
  return `
worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${site}}
`;
}

export async function startBalancer(
  dir: string,
  port: number,
  instances: number[],
): Promise<RunningBalancer> {
  // Started as root, nginx's worker runs as nobody: it writes buffered bodies to temp.
  await fs.mkdir(path.join(dir, 'temp'), { recursive: true, mode: 0o777 });
  await fs.chmod(path.join(dir, 'temp'), 0o777);
  const conf = path.join(dir, 'nginx.conf');
  await fs.writeFile(conf, balancerConfig(dir, port, instances));
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: 'inherit' });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(child, `${origin}/healthz`);
  return {
    origin,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
