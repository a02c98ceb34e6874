import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

// A throwaway PostgreSQL cluster from Debian's packages, as .ci/with-postgres.sh makes one: initdb
// into a folder, pg_ctl on a loopback port, trust authentication (loopback only), no fsync.

const run = promisify(execFile);

export interface RunningPostgres {
  url: string;
  /** pg_ctl restart: every connection drops, the data stays. */
  restart(): Promise<void>;
  /** Starts it again after stop(), on the same port and data. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function binDir(): Promise<string> {
  const root = '/usr/lib/postgresql';
  const versions = (await fs.readdir(root)).sort((a, b) => Number(b) - Number(a));
  const version = versions[0];
  if (!version) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return path.join(root, version, 'bin');
}

/** As root, PostgreSQL's tools refuse to run: they run as the postgres user then. */
async function asPostgres(command: string, args: string[]) {
  const root = process.getuid?.() === 0;
  return root ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
}

export async function startPostgres(dir: string, port: number): Promise<RunningPostgres> {
  const bin = await binDir();
  const data = path.join(dir, 'data');
  await fs.mkdir(dir, { recursive: true });
  if (process.getuid?.() === 0) await run('chown', ['postgres', dir]);
  await asPostgres(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '--no-sync',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const pgCtl = (action: string, ...extra: string[]) =>
    asPostgres(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      ...extra,
      action,
    ]);
  await pgCtl('start', '-o', options);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await pgCtl('restart', '-m', 'fast', '-o', options);
    },
    start: async () => {
      await pgCtl('start', '-o', options);
    },
    stop: async () => {
      await pgCtl('stop', '-m', 'fast');
    },
  };
}
