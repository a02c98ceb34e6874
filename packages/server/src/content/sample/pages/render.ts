import PDFDocument from 'pdfkit';
import { createRandom, type Random } from '@ic/art';
import {
  backdrop,
  balloon,
  caption,
  figure,
  INK,
  panelFrame,
  soundEffect,
  type Box,
  type Doc,
} from './draw.ts';
import type { ChapterPlan, PanelPlan } from './plan.ts';

// Renders a planned chapter as a real comic PDF: a splash page, then pages of inked panels
// with backdrops, figures, captions, balloons and sound effects.

const PAGE = { width: 480, height: 720, margin: 22, gutter: 8 };
/** A fixed date keeps the bytes (and so the ETag) of a chapter the same on every instance. */
const PRINTED = new Date('2025-01-01T00:00:00Z');

function splash(doc: Doc, plan: ChapterPlan, random: Random): void {
  const { comic, chapterIndex } = plan;
  const chapter = comic.chapters[chapterIndex];
  const box: Box = {
    x: PAGE.margin,
    y: PAGE.margin,
    w: PAGE.width - PAGE.margin * 2,
    h: PAGE.height - PAGE.margin * 2,
  };
  backdrop(doc, box, comic.universe, random);
  const feet = box.y + box.h * 0.9;
  figure(doc, comic.cast[2], true, box.x + box.w * 0.72, feet - 40, 300);
  figure(doc, comic.cast[0], false, box.x + box.w * 0.3, feet, 340);
  figure(doc, comic.cast[1], false, box.x + box.w * 0.52, feet + 10, 220);
  doc.rect(box.x, box.y, box.w, 150).fillOpacity(0.88).fill(INK).fillOpacity(1);
  doc.font('Helvetica-Bold').fontSize(30).fillColor('#ffe14d');
  doc.text(comic.title.toUpperCase(), box.x + 14, box.y + 18, {
    width: box.w - 28,
    align: 'center',
  });
  doc.fontSize(16).fillColor('#ffffff');
  doc.text(
    `CHAPTER ${chapterIndex + 1}: ${chapter?.title.toUpperCase() ?? ''}`,
    box.x + 14,
    box.y + 108,
    { width: box.w - 28, align: 'center' },
  );
  caption(doc, comic.synopsis, box.x + 14, box.y + 168, box.w * 0.6, 10);
  caption(
    doc,
    `Story and art: ${comic.authors.join(' & ')}. An IC Universe comic.`,
    box.x + 14,
    box.y + box.h - 40,
    box.w - 28,
    9,
  );
  panelFrame(doc, box);
}

function panelBox(panel: PanelPlan): Box {
  const area = { w: PAGE.width - PAGE.margin * 2, h: PAGE.height - PAGE.margin * 2 - 16 };
  const gap = PAGE.gutter / 2;
  return {
    x: PAGE.margin + panel.x * area.w + (panel.x > 0 ? gap : 0),
    y: PAGE.margin + panel.y * area.h + (panel.y > 0 ? gap : 0),
    w: panel.w * area.w - (panel.x > 0 ? gap : 0) - (panel.x + panel.w < 1 ? gap : 0),
    h: panel.h * area.h - (panel.y > 0 ? gap : 0) - (panel.y + panel.h < 1 ? gap : 0),
  };
}

function drawPanel(
  doc: Doc,
  plan: ChapterPlan,
  panel: PanelPlan,
  random: Random,
  closing: string | null,
): void {
  const box = panelBox(panel);
  const villain = plan.comic.cast[2];
  doc.save().rect(box.x, box.y, box.w, box.h).clip();
  backdrop(doc, box, plan.comic.universe, random);
  const height = Math.min(box.h * 0.62, box.w * 0.9);
  const heads = panel.cast.map((name, i) => {
    const x = box.x + (box.w * (i + 1)) / (panel.cast.length + 1);
    figure(doc, name, name === villain, x, box.y + box.h - 4, height);
    return { name, x, y: box.y + box.h - height };
  });
  let top = box.y + 6;
  if (panel.caption)
    top = caption(doc, panel.caption, box.x + 6, top, Math.min(box.w - 12, 200)) + 6;
  panel.lines.forEach(([speaker, text], i) => {
    const head = heads.find((h) => h.name === speaker) ?? heads[0];
    const width = Math.min(box.w - 16, 170);
    const left = i % 2 === 0 ? box.x + 8 : box.x + box.w - width - 8;
    top =
      balloon(doc, text, left, top, width, head?.x ?? box.x + box.w / 2, head?.y ?? box.y + box.h) +
      10;
  });
  if (panel.sfx) soundEffect(doc, panel.sfx, box, random);
  if (closing) caption(doc, closing, box.x + box.w - 130, box.y + box.h - 26, 124, 9);
  doc.restore();
  panelFrame(doc, box);
}

function footer(doc: Doc, plan: ChapterPlan, page: number): void {
  doc.font('Helvetica').fontSize(7).fillColor(INK);
  doc.text(
    `${plan.comic.title} · Chapter ${plan.chapterIndex + 1} · Page ${page}`,
    PAGE.margin,
    PAGE.height - PAGE.margin - 8,
    {
      width: PAGE.width - PAGE.margin * 2,
      align: 'center',
      lineBreak: false,
    },
  );
}

export function renderChapterPdf(plan: ChapterPlan): Promise<Buffer> {
  const random = createRandom(`draw:${plan.comic.title}:${plan.chapterIndex}`);
  const chapter = plan.comic.chapters[plan.chapterIndex];
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    info: {
      Title: `${plan.comic.title}: ${chapter?.title ?? ''}`,
      Author: plan.comic.authors.join(', '),
      Creator: 'IC Universe',
      CreationDate: PRINTED,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.rect(0, 0, PAGE.width, PAGE.height).fill('#fff8e7');
  splash(doc, plan, random);
  const last =
    plan.comic.chapters.length - 1 === plan.chapterIndex ? 'The end… for now.' : 'To be continued…';
  plan.pages.forEach((panels, p) => {
    doc.addPage();
    doc.rect(0, 0, PAGE.width, PAGE.height).fill('#fff8e7');
    panels.forEach((panel, i) => {
      const closing = p === plan.pages.length - 1 && i === panels.length - 1 ? last : null;
      drawPanel(doc, plan, panel, random, closing);
    });
    footer(doc, plan, p + 2);
  });
  doc.end();
  return done;
}
