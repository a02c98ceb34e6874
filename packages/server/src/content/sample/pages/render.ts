import PDFDocument from 'pdfkit';
import {
  COVER,
  coverMarks,
  createRandom,
  elementOf,
  panelMarks,
  type CharacterSketch,
  type CoverSketch,
  type PanelPicture,
  type Setting,
} from '@ic/art';
import { fillNames, type ChapterPlan, type PanelPlan } from './plan.ts';
import {
  balloon,
  caption,
  LETTERING,
  PAGE,
  panelFrame,
  soundEffect,
  title,
  type Box,
  type Doc,
} from './draw.ts';
import { drawMarks } from './marks.ts';

// Renders a planned chapter as a real comic PDF: a splash page drawn like the comic's cover,
// then pages of panels whose pictures are @ic/art's (the same characters as everywhere on the
// site), lettered large enough for a phone.

/** What a chapter's pictures are drawn from. */
export interface ChapterArt {
  /** A cast member's look, by name. */
  sketch(name: string): CharacterSketch | undefined;
  /** Where a place's panels are set. */
  setting(place: string): Setting;
  /** The comic's cover, which the splash page shows. */
  cover: CoverSketch;
}

/** A fixed date keeps the bytes (and so the ETag) of a chapter the same on every instance. */
const PRINTED = new Date('2025-01-01T00:00:00Z');
/** Panel pictures are drawn at twice the page's scale, so their ink lines print finer. */
const DETAIL = 2;

const inner: Box = {
  x: PAGE.margin,
  y: PAGE.margin,
  w: PAGE.width - PAGE.margin * 2,
  h: PAGE.height - PAGE.margin * 2,
};

/** The picture of one panel: its shot, its cast as drawn everywhere, its setting. */
export function panelPicture(
  plan: ChapterPlan,
  panel: PanelPlan,
  key: string,
  art: ChapterArt,
): PanelPicture {
  const cast = panel.cast.map((name) => art.sketch(name)).filter((s) => s !== undefined);
  const hero = art.sketch(plan.cast.hero);
  return {
    key,
    setting: art.setting(panel.place),
    time: panel.time,
    shot: panel.shot,
    cast,
    ...(panel.power && hero ? { power: elementOf(hero.powers[0] ?? '') } : {}),
  };
}

/** The chapter's first panel, which its thumbnail shows. */
export function firstPanel(plan: ChapterPlan, art: ChapterArt): PanelPicture {
  const panel = plan.pages[0]?.panels[0];
  if (!panel) throw new Error('A chapter has at least one panel');
  return panelPicture(plan, panel, `${plan.comic.title}:${plan.chapterIndex}:0:0`, art);
}

function splash(doc: Doc, plan: ChapterPlan, art: ChapterArt): void {
  const { comic, chapterIndex } = plan;
  const scale = inner.h / COVER.height;
  doc.save().rect(inner.x, inner.y, inner.w, inner.h).clip();
  doc.translate(inner.x + (inner.w - COVER.width * scale) / 2, inner.y).scale(scale);
  drawMarks(doc, coverMarks(art.cover));
  doc.restore();
  const text: Box = { x: inner.x + 14, y: inner.y + 16, w: inner.w - 28, h: 0 };
  const below = title(doc, comic.title.toUpperCase(), text, LETTERING.title, '#ffe14d');
  const chapter = comic.chapters[chapterIndex]?.title ?? '';
  title(
    doc,
    `CHAPTER ${chapterIndex + 1}: ${chapter.toUpperCase()}`,
    { ...text, y: below + 6 },
    LETTERING.chapter,
    '#ffffff',
  );
  const credits = `Written by ${comic.team[0]}, drawn by ${comic.team[1]}. An IC Universe comic.`;
  const creditsHeight =
    doc
      .font('Helvetica-BoldOblique')
      .fontSize(LETTERING.credits)
      .heightOfString(credits, { width: inner.w - 44 }) + 12;
  const synopsis = fillNames(comic.synopsis, plan.cast);
  const synopsisHeight =
    doc.fontSize(LETTERING.caption).heightOfString(synopsis, { width: inner.w - 44 }) + 12;
  const bottom = inner.y + inner.h - 14;
  caption(doc, synopsis, inner.x + 14, bottom - creditsHeight - synopsisHeight - 8, inner.w - 28);
  caption(doc, credits, inner.x + 14, bottom - creditsHeight, inner.w - 28, LETTERING.credits);
  panelFrame(doc, inner);
}

function drawPanel(
  doc: Doc,
  plan: ChapterPlan,
  panel: PanelPlan,
  box: Box,
  key: string,
  art: ChapterArt,
  closing: string | null,
): void {
  const random = createRandom(`letters:${key}`);
  doc.save().rect(box.x, box.y, box.w, box.h).clip();
  doc
    .save()
    .translate(box.x, box.y)
    .scale(1 / DETAIL);
  drawMarks(doc, panelMarks(panelPicture(plan, panel, key, art), box.w * DETAIL, box.h * DETAIL));
  doc.restore();
  let top = box.y + 8;
  if (panel.caption)
    top = caption(doc, panel.caption, box.x + 8, top, Math.min(box.w - 16, 330)) + 8;
  panel.lines.forEach(([speaker, text], i) => {
    const width = Math.min(box.w - 24, 300);
    const left = i % 2 === 0 ? box.x + 10 : box.x + box.w - width - 10;
    const at = Math.max(0, panel.cast.indexOf(speaker));
    const tailX = box.x + (box.w * (at + 1)) / (panel.cast.length + 1);
    top = balloon(doc, text, left, top, width, tailX, box.y + box.h * 0.55) + 10;
  });
  if (panel.sfx) soundEffect(doc, panel.sfx, box, random.int(-14, 10));
  if (closing) {
    const width = 200;
    doc.font('Helvetica-BoldOblique').fontSize(LETTERING.caption);
    const height = doc.heightOfString(closing, { width: width - 16 }) + 12;
    caption(doc, closing, box.x + box.w - width - 8, box.y + box.h - height - 8, width);
  }
  doc.restore();
  panelFrame(doc, box);
}

function storyPage(doc: Doc, plan: ChapterPlan, page: number, art: ChapterArt): void {
  const { heights, panels } = plan.pages[page] ?? { heights: [], panels: [] };
  const usable = inner.h - PAGE.gutter * (panels.length - 1);
  let y = inner.y;
  panels.forEach((panel, i) => {
    const h = usable * (heights[i] ?? 1 / panels.length);
    const last = page === plan.pages.length - 1 && i === panels.length - 1;
    const key = `${plan.comic.title}:${plan.chapterIndex}:${page}:${i}`;
    drawPanel(
      doc,
      plan,
      panel,
      { x: inner.x, y, w: inner.w, h },
      key,
      art,
      last ? plan.closing : null,
    );
    y += h + PAGE.gutter;
  });
}

export function renderChapterPdf(plan: ChapterPlan, art: ChapterArt): Promise<Buffer> {
  const chapter = plan.comic.chapters[plan.chapterIndex];
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    info: {
      Title: `${plan.comic.title}: ${chapter?.title ?? ''}`,
      Author: plan.comic.team.slice(0, 2).join(', '),
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
  splash(doc, plan, art);
  plan.pages.forEach((_, p) => {
    doc.addPage();
    doc.rect(0, 0, PAGE.width, PAGE.height).fill('#fff8e7');
    storyPage(doc, plan, p, art);
  });
  doc.end();
  return done;
}
