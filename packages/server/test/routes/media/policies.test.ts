import { inflateSync } from 'node:zlib';
import { POLICIES, POLICY_SLUGS, policyPdfPath } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_NOT_FOUND } from '../../../src/routes/media/policies.ts';
import { buildTestApp } from '../../helpers.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const STREAM = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
const TEXT_RUN = /\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/gi;
const winAnsi = new TextDecoder('windows-1252');

/**
 * The text drawn on each page, one line per text run: pdfkit deflates its content streams and
 * writes Helvetica text as WinAnsi hex strings split by kerning numbers inside TJ arrays.
 */
function pdfLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const [, raw = ''] of pdf.toString('latin1').matchAll(STREAM)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw, 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated stream (fonts and images are none of our business here)
    }
    for (const [, run = ''] of content.matchAll(TEXT_RUN)) {
      const hex = [...run.matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join('');
      lines.push(winAnsi.decode(Buffer.from(hex, 'hex')));
    }
  }
  return lines;
}

const pagesIn = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('GET /media/policies/{slug}.pdf', () => {
  it('serves a real PDF as a download with type, ETag, caching and ranges', async () => {
    const res = await app.inject(policyPdfPath('privacy-policy'));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ic-universe-privacy-policy.pdf"',
    );
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it.each(POLICY_SLUGS)(
    '%s prints the title, effective date, intro start and every heading',
    async (slug) => {
      const policy = POLICIES[slug];
      const res = await app.inject(policyPdfPath(slug));
      const text = pdfLines(res.rawPayload).join('\n');
      expect(text).toContain(policy.title);
      expect(text).toContain('Effective date: 15 August 2025');
      expect(text).toContain(policy.intro.split(' ').slice(0, 5).join(' '));
      policy.sections.forEach((section, index) => {
        expect(text).toContain(`${index + 1}. ${section.heading}`);
      });
    },
  );

  it('numbers every page as "Page n of N"', async () => {
    const pdf = (await app.inject(policyPdfPath('terms-of-use'))).rawPayload;
    const pages = pagesIn(pdf);
    expect(pages).toBeGreaterThan(1);
    const numbers = pdfLines(pdf).filter((line) => /^Page \d+ of \d+$/.test(line));
    expect(numbers).toEqual(Array.from({ length: pages }, (_, i) => `Page ${i + 1} of ${pages}`));
  });

  it('prints the same bytes every time (one ETag across instances) and answers 304 to it', async () => {
    const first = await app.inject(policyPdfPath('refund-policy'));
    const again = await app.inject(policyPdfPath('refund-policy'));
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const other = await app.inject(policyPdfPath('anti-harassment'));
    expect(other.headers.etag).not.toBe(first.headers.etag);
    const cached = await app.inject({
      url: policyPdfPath('refund-policy'),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const whole = (await app.inject(policyPdfPath('children-privacy-policy'))).rawPayload;
    const res = await app.inject({
      url: policyPdfPath('children-privacy-policy'),
      headers: { range: 'bytes=0-99' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-99/${whole.length}`);
    expect(res.rawPayload.equals(whole.subarray(0, 100))).toBe(true);
  });

  it.each([
    '/media/policies/cookie-policy.pdf',
    '/media/policies/privacy-policy',
    '/media/policies/privacy-policy.txt',
    '/media/policies/PRIVACY-POLICY.pdf',
    '/media/policies/toString.pdf',
  ])('%s is 404', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: POLICY_NOT_FOUND });
  });
});
