import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appShellDir, buildTestApp } from '../helpers.ts';

let app: FastifyInstance;
let appDir: string;

beforeAll(async () => {
  appDir = await appShellDir('ic-app-dist-');
  await fs.mkdir(path.join(appDir, 'assets'));
  await fs.writeFile(path.join(appDir, 'assets', 'main-3f9a1c.js'), 'console.log("app");');
  // As the build leaves them: the best compressions beside the file.
  const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  await fs.writeFile(path.join(appDir, 'assets', 'big-7e1d2a.js'), bundle);
  await fs.writeFile(path.join(appDir, 'assets', 'big-7e1d2a.js.br'), brotliCompressSync(bundle));
  await fs.writeFile(path.join(appDir, 'assets', 'big-7e1d2a.js.gz'), gzipSync(bundle));
  await fs.writeFile(path.join(appDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildTestApp({ config: { appDir } });
});
afterAll(async () => {
  await app.close();
  await fs.rm(appDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url, headers });

describe('the built app on the same port', () => {
  it('answers page navigations with index.html, never cached', async () => {
    for (const url of ['/', '/characters', '/support-us', '/reset-password/a/b']) {
      const res = await get(url, { 'sec-fetch-dest': 'document', accept: 'text/html' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers an address the app does not know with 404 and the same app', async () => {
    const res = await get('/comicChap/abc/chapters', { 'sec-fetch-dest': 'document' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('treats Accept: text/html as a navigation when Fetch Metadata is absent', async () => {
    const res = await get('/all-news', { accept: 'text/html,application/xhtml+xml' });
    expect(res.body).toContain('<div id="root">');
  });

  it('leaves API calls to the same paths alone', async () => {
    const res = await get('/characters/biography', { accept: '*/*', 'sec-fetch-dest': 'empty' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
    const api = await get('/api/nothing', { 'sec-fetch-dest': 'document', accept: 'text/html' });
    expect(api.json()).toEqual({ success: false, message: 'Not found.' });
  });

  it('serves hashed assets with a year of immutable caching, other files revalidated', async () => {
    const asset = await get('/assets/main-3f9a1c.js', {});
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg', {});
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });

  it('sends the prebuilt brotli or gzip file the browser accepts, as the same script', async () => {
    const brotli = await get('/assets/big-7e1d2a.js', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('xxxx');
    const gzip = await get('/assets/big-7e1d2a.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/big-7e1d2a.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('xxxx');
  });

  it('answers a missing file as a 404, not the app', async () => {
    const res = await get('/assets/missing-000000.js', { 'sec-fetch-dest': 'script' });
    expect(res.statusCode).toBe(404);
  });
});
