import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  corsOriginProblem,
  countProblem,
  DEFAULT_MAIL_FROM,
  loadConfig,
  mediaBaseProblem,
  TEST_CLOCK_IN_PRODUCTION,
  TEST_IMPORT_IN_PRODUCTION,
} from '../src/config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('loadConfig', () => {
  it('keeps the data and the built app at the repository root by default, wherever npm runs it', () => {
    const config = loadConfig({});
    expect(config.dataDir).toBe(path.join(repoRoot, 'data'));
    expect(config.appDir).toBe(path.join(repoRoot, 'app/dist'));
    expect(config.port).toBe(3000);
  });

  it("finds the page renderer beside the app, at RENDER_ENTRY when given, and none when '' or without an app", () => {
    expect(loadConfig({}).renderEntry).toBe(path.join(repoRoot, 'app/dist-server/entry-server.js'));
    expect(loadConfig({ APP_DIR: '/srv/snap/dist' }).renderEntry).toBe(
      '/srv/snap/dist-server/entry-server.js',
    );
    expect(loadConfig({ RENDER_ENTRY: 'r.js', INIT_CWD: '/srv/ic' }).renderEntry).toBe(
      '/srv/ic/r.js',
    );
    expect(loadConfig({ RENDER_ENTRY: '' }).renderEntry).toBeUndefined();
    expect(loadConfig({ APP_DIR: '' }).renderEntry).toBeUndefined();
  });

  it('resolves relative paths the user gives against the folder npm was run from', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/site', INIT_CWD: '/srv/ic' });
    expect(config.dataDir).toBe('/srv/ic/tmp/site');
  });

  it('turns app serving off with an empty APP_DIR and Razorpay on only with all three keys', () => {
    expect(loadConfig({ APP_DIR: '' }).appDir).toBeUndefined();
    expect(loadConfig({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' }).razorpay).toBeUndefined();
    expect(
      loadConfig({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' })
        .razorpay,
    ).toEqual({ keyId: 'k', keySecret: 's', webhookSecret: 'w' });
  });

  it('turns the test clock on only when asked, and never in production', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'true' }).testClock).toBe(true);
    expect(() => loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'production' })).toThrow(
      TEST_CLOCK_IN_PRODUCTION,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).testClock).toBe(false);
  });

  it('turns the test import on only when asked, and never in production', () => {
    expect(loadConfig({}).testImport).toBe(false);
    expect(loadConfig({ TEST_IMPORT: 'true' }).testImport).toBe(true);
    expect(() => loadConfig({ TEST_IMPORT: 'true', NODE_ENV: 'production' })).toThrow(
      TEST_IMPORT_IN_PRODUCTION,
    );
  });

  it('reads CORS_ORIGINS as exact origins, refusing anything else at start', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: ' https://foundation.example, http://localhost:5173 ' })
        .corsOrigins,
    ).toEqual(['https://foundation.example', 'http://localhost:5173']);
    for (const wrong of [
      'https://foundation.example/',
      'foundation.example',
      '*',
      'https://a.example/path',
    ]) {
      expect(() => loadConfig({ CORS_ORIGINS: wrong })).toThrow(corsOriginProblem(wrong));
    }
  });

  it('reads the port, the general limit and the content check as whole numbers, refusing typos', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      rateLimitPerMinute: 1200,
      contentCheckMs: 1000,
    });
    const set = loadConfig({ PORT: '8080', RATE_LIMIT_PER_MINUTE: '0', CONTENT_CHECK_MS: ' 250 ' });
    expect(set).toMatchObject({ port: 8080, rateLimitPerMinute: 0, contentCheckMs: 250 });
    for (const [name, wrong] of [
      ['CONTENT_CHECK_MS', '1s'],
      ['CONTENT_CHECK_MS', '-5'],
      ['RATE_LIMIT_PER_MINUTE', 'none'],
      ['PORT', '80.5'],
    ] as const) {
      expect(() => loadConfig({ [name]: wrong })).toThrow(countProblem(name, wrong));
    }
  });

  it('keeps media URLs relative unless MEDIA_BASE_URL names an http(s) base', () => {
    expect(loadConfig({}).mediaBaseUrl).toBeUndefined();
    expect(loadConfig({ MEDIA_BASE_URL: '' }).mediaBaseUrl).toBeUndefined();
    expect(loadConfig({ MEDIA_BASE_URL: 'https://cdn.example/ic/' }).mediaBaseUrl).toBe(
      'https://cdn.example/ic',
    );
    expect(() => loadConfig({ MEDIA_BASE_URL: 'cdn.example' })).toThrow(
      mediaBaseProblem('cdn.example'),
    );
  });

  it('sends mail as a named address that takes replies, unless MAIL_FROM says otherwise', () => {
    expect(loadConfig({}).mailFrom).toBe('IC Universe <hello@icuniverse.local>');
    expect(loadConfig({ MAIL_FROM: '' }).mailFrom).toBe(DEFAULT_MAIL_FROM);
    expect(loadConfig({ MAIL_FROM: 'IC <hi@ic.in>' }).mailFrom).toBe('IC <hi@ic.in>');
  });
});
