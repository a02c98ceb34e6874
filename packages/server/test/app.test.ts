import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appShellDir, buildTestApp } from './helpers.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('buildApp', () => {
  it('answers unknown paths with the failure envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found.' });
  });

  it('sends security headers with a CSP that allows the app', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("lets the app's own inline script run, by its hash, and no other inline script", async () => {
    const kept = 'window.__earlyClicks = () => [];';
    const appDir = await appShellDir(
      'ic-app-inline-',
      `<!doctype html><html><head><script>${kept}</script>` +
        '<script type="module" src="/assets/main.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    const withApp = await buildTestApp({ config: { appDir } });
    const res = await withApp.inject({ method: 'GET', url: '/api/nothing-here' });
    await withApp.close();
    await fs.rm(appDir, { recursive: true });
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']));
    const hash = createHash('sha256').update(kept).digest('base64');
    expect(scriptSrc?.[1]).toBe(`'self' 'sha256-${hash}'`);
    const plain = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(String(plain.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('lets the app load pictures and chapter PDFs from MEDIA_BASE_URL when set', async () => {
    const withCdn = await buildTestApp({ config: { mediaBaseUrl: 'https://cdn.ic.example/site' } });
    const res = await withCdn.inject({ method: 'GET', url: '/api/nothing-here' });
    await withCdn.close();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.ic.example;");
    expect(csp).toContain("connect-src 'self' https://cdn.ic.example");
  });

  it('compresses larger answers', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves the OpenAPI document and Swagger UI at /api/docs', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.info.title).toBe('IC Universe API');
    expect(doc.info.description).toContain('guardianEmail');
    for (const path of ['/api/signup', '/api/login', '/api/me', '/api/consent/{id}/{token}']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const signup = doc.paths['/api/signup'].post;
    expect(Object.keys(signup.responses)).toEqual(expect.arrayContaining(['201', '202', '409']));
    expect(signup.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password', 'name', 'dob', 'username']),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
