import fs from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  PAGE_IMAGES,
  scaledSize,
  widthOf,
  type PageImage,
} from '../../../src/content/pages/images.ts';
import { measurePdf, renderPageImage } from '../../../src/content/pages/render.ts';
import { COMICS } from '../../../src/content/sample/comics/index.ts';
import { pageCountOf, planChapter, UNCAST } from '../../../src/content/sample/pages/plan.ts';
import { renderChapterPdf } from '../../../src/content/sample/pages/render.ts';
import { settingOf, universeNamed } from '../../../src/content/sample/world.ts';

const FIXTURE_PDF = path.join(
  import.meta.dirname,
  '../../fixtures/content/media/chapters/monsoon-patrol-1.pdf',
);

/** A PDF with one page per size given (in points), drawn with a frame and a word. */
function pdfWithPages(sizes: [number, number][]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (const size of sizes) {
    doc.addPage({ size, margin: 10 });
    doc.rect(10, 10, size[0] - 20, size[1] - 20).stroke();
    doc.fontSize(24).text('Page', 20, 20);
  }
  doc.end();
  return done;
}

/** What sharp reads back from an encoded image: AVIF is a HEIF file with AV1 inside. */
async function decoded(body: Buffer) {
  const { format, compression, width, height } = await sharp(body).metadata();
  return { format: compression === 'av1' ? 'avif' : format, width, height };
}

const formatOf = (image: PageImage) => (image.kind === 'thumb' ? 'webp' : image.format);

describe('measurePdf', () => {
  it("counts the PDF's pages and sizes each one 1600 px wide, keeping its aspect", async () => {
    const pdf = await pdfWithPages([
      [300, 450],
      [595.28, 841.89],
      [800, 450],
    ]);
    expect(await measurePdf(pdf)).toEqual([
      { width: 1600, height: 2400 },
      { width: 1600, height: 2263 },
      { width: 1600, height: 900 },
    ]);
    expect(await measurePdf(await fs.readFile(FIXTURE_PDF))).toHaveLength(2);
  });

  it("finds as many pages in a seeded chapter as the chapter's script planned", async () => {
    const [script] = COMICS;
    if (!script) throw new Error('the sample has no comic');
    const places = universeNamed(script.universe).places.map((p) => p.name);
    const plan = planChapter(script, 0, places, UNCAST);
    // Drawn without the cast's looks (they come from the database): the pages are the same.
    const pdf = await renderChapterPdf(plan, {
      sketch: () => undefined,
      setting: (place) => settingOf(script.universe, place),
      cover: { id: 'cover', title: script.title, setting: settingOf(script.universe), cast: [] },
    });
    expect(await measurePdf(pdf)).toHaveLength(pageCountOf(plan));
  });
});

describe('renderPageImage', () => {
  it('makes every size and format of a page, each decoding at its exact size', async () => {
    const pdf = await pdfWithPages([
      [300, 450],
      [595.28, 841.89],
    ]);
    const [, a4] = await measurePdf(pdf);
    if (!a4) throw new Error('no second page');
    const made = await Promise.all(
      PAGE_IMAGES.map(async (image) => ({
        image,
        got: await decoded(await renderPageImage(pdf, 2, a4, image)),
      })),
    );
    for (const { image, got } of made) {
      expect(got).toEqual({ format: formatOf(image), ...scaledSize(a4, widthOf(image)) });
    }
    expect(made.map(({ got }) => got.width).sort((x, y) => x - y)).toEqual([
      160, 480, 480, 960, 960, 1600, 1600,
    ]);
  });

  it('draws the page, not a blank: the ink shows in the image', async () => {
    const pdf = await pdfWithPages([[300, 450]]);
    const [size] = await measurePdf(pdf);
    if (!size) throw new Error('no page');
    const webp = await renderPageImage(pdf, 1, size, { kind: 'page', width: 480, format: 'webp' });
    const { channels } = await sharp(webp).stats();
    // The frame and the word are black on white: the darkest pixel is near black.
    expect(Math.min(...channels.map((c) => c.min))).toBeLessThan(60);
    expect(Math.max(...channels.map((c) => c.max))).toBeGreaterThan(240);
  });
});
