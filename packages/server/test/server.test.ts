import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signupBody } from './helpers.ts';

const serverEntry = path.join(import.meta.dirname, '../src/server.ts');
const children: ChildProcess[] = [];
const dirs: string[] = [];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `node src/server.ts` as `npm start` would, and waits until it listens. */
async function start(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ic-server-start-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'false',
      APP_DIR: '',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, dataDir };
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe('npm start (src/server.ts)', () => {
  it('runs two independent servers side by side and shuts down gracefully', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    const body = signupBody();
    const signup = await fetch(`${a.url}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(signup.status).toBe(201);
    const { data } = (await signup.json()) as { data: { token: string } };
    const token = data.token;
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${a.url}/api/me`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${b.url}/api/me`, { headers: auth })).status).toBe(401);
    expect(await fs.readdir(path.join(a.dataDir, 'pgdata'))).not.toHaveLength(0);

    const exited = new Promise<number | null>((resolve) => a.child.on('exit', resolve));
    a.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect((await fetch(`${b.url}/api/me`)).status).toBe(401);
  }, 180_000);
});
