// Test helpers for the studio's uploads: small real files and the multipart bodies a browser sends.
import type { StudioChapter, StudioComicDetail } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Credentials } from '../../payments/flow.ts';
import { studio } from './staff.ts';

/** A PDF of `pages` small pages, each with a frame and its number. */
export function smallPdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (let page = 1; page <= pages; page += 1) {
    doc.addPage({ size: [300, 450], margin: 10 });
    doc.rect(10, 10, 280, 430).stroke();
    doc.fontSize(24).text(`Page ${page}`, 20, 20);
  }
  doc.end();
  return done;
}

/** A 40×60 PNG: what a cover may be, and what a PDF may not. */
export function smallPng(): Promise<Buffer> {
  return sharp({
    create: { width: 40, height: 60, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
}

export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart body as a browser's FormData sends it: the text fields, then one file. */
export function multipartBody(fields: Record<string, string>, file?: FilePart) {
  const boundary = '----ic-studio-boundary';
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function uploadAs(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  credentials: Credentials | undefined,
  body: ReturnType<typeof multipartBody>,
) {
  return app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...credentials, ...body.headers },
  });
}

/** A draft comic made through the API. */
export async function createComic(
  app: FastifyInstance,
  credentials: Credentials,
  title = 'The Lantern Cartographers',
): Promise<StudioComicDetail> {
  const res = await studio(app, 'POST', '/api/studio/comics', credentials, {
    title,
    authors: ['Meera Pillai'],
    synopsis: 'Two mapmakers chart a city that redraws itself every night.',
    rating: 'PG',
  });
  if (res.statusCode !== 201) throw new Error(`comic not created: ${res.body}`);
  return res.json().data;
}

/** A chapter uploaded through the API from a small generated PDF. */
export async function uploadChapter(
  app: FastifyInstance,
  credentials: Credentials,
  comicId: string,
  title: string,
  pdf: Buffer,
): Promise<StudioChapter> {
  const body = multipartBody(
    { title },
    { field: 'pdf', name: 'chapter.pdf', type: 'application/pdf', bytes: pdf },
  );
  const res = await uploadAs(
    app,
    'POST',
    `/api/studio/comics/${comicId}/chapters`,
    credentials,
    body,
  );
  if (res.statusCode !== 201) throw new Error(`chapter not uploaded: ${res.body}`);
  return res.json().data;
}
