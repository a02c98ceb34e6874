// Test helpers for the studio's uploads: small real files and the multipart bodies a browser sends.
import type { StudioChapter, StudioComicDetail } from '@ic/domain';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Credentials } from '../../payments/flow.ts';
import { studio } from './staff.ts';

/** A PDF of `pages` small pages (300×450 pt unless `size` says), each with a frame and its number. */
export function smallPdf(pages: number, size: [number, number] = [300, 450]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (let page = 1; page <= pages; page += 1) {
    doc.addPage({ size, margin: 10 });
    doc.rect(10, 10, size[0] - 20, size[1] - 20).stroke();
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

/**
 * A PNG whose header declares `width`×`height` pixels, with one row's worth of data after it:
 * all a decompression bomb shows before it is decoded.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
