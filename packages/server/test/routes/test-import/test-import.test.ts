import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers.ts';

const FIXTURE = path.join(import.meta.dirname, '../../fixtures/content');

const importFolder = (app: FastifyInstance, payload: object) =>
  app.inject({ method: 'POST', url: '/api/test/import', payload });

describe('POST /api/test/import', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { testImport: true } });
  });
  afterAll(() => app.close());

  it('imports the folder as the import command does, telling followers', async () => {
    const res = await importFolder(app, { folder: FIXTURE });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ comics: 1, followerMails: 0 });
    const comics = (await app.inject({ method: 'GET', url: '/comic' })).json().data as {
      title: string;
    }[];
    expect(comics.map((c) => c.title)).toContain('Monsoon Patrol');
  });

  it('refuses a folder that is not a content folder, and anything but a folder', async () => {
    const missing = await importFolder(app, { folder: path.join(FIXTURE, 'nowhere') });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().success).toBe(false);
    for (const payload of [{}, { folder: '' }, { folder: FIXTURE, renderPages: true }]) {
      expect((await importFolder(app, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('without TEST_IMPORT', () => {
  it('the route does not exist', async () => {
    const app = await buildTestApp();
    try {
      const res = await importFolder(app, { folder: FIXTURE });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
