import type PDFDocument from 'pdfkit';

// Lettering a comic page with pdfkit: balloons, captions and sound effects, never smaller than
// LETTERING.min so a page shown 390 CSS px wide still reads at 12 px.

export type Doc = typeof PDFDocument;
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const INK = '#141414';
export const PAGE = { width: 480, height: 720, margin: 22, gutter: 10 } as const;

/** Font sizes in points on a PAGE.width page; `min` is 12 CSS px at a 390 px wide display. */
export const LETTERING = {
  min: (PAGE.width * 12) / 390,
  balloon: 15.5,
  caption: 15.5,
  credits: 15,
  chapter: 20,
  title: 34,
  sfx: 40,
} as const;

const LETTER_FONT = 'Helvetica-Bold';
const CAPTION_FONT = 'Helvetica-BoldOblique';

function letteredHeight(doc: Doc, text: string, width: number, size: number, font: string): number {
  return doc.font(font).fontSize(size).heightOfString(text, { width, align: 'center' });
}

/** A speech balloon whose tail points at (tailX, tailY); returns its bottom edge. */
export function balloon(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  tailX: number,
  tailY: number,
): number {
  const size = LETTERING.balloon;
  const upper = text.toUpperCase();
  const natural = doc.font(LETTER_FONT).fontSize(size).widthOfString(upper);
  const width = Math.min(maxWidth, Math.max(90, natural / 2.4 + 34));
  const inner = width - 24;
  const height = letteredHeight(doc, upper, inner, size, LETTER_FONT) + 16;
  const midX = x + width / 2;
  doc.save().lineWidth(2).lineJoin('round');
  doc
    .polygon(
      [midX - 10, y + height - 2],
      [midX + 10, y + height - 2],
      [tailX, Math.max(tailY, y + height + 10)],
    )
    .fillAndStroke('#ffffff', INK);
  doc.roundedRect(x, y, width, height, Math.min(18, height / 2)).fillAndStroke('#ffffff', INK);
  doc.fillColor(INK).text(upper, x + 12, y + 8, { width: inner, align: 'center' });
  doc.restore();
  return y + height;
}

/** A narration box; returns its bottom edge. */
export function caption(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  size: number = LETTERING.caption,
): number {
  const inner = maxWidth - 16;
  const height = letteredHeight(doc, text, inner, size, CAPTION_FONT) + 12;
  doc.save().lineWidth(2);
  doc.rect(x, y, maxWidth, height).fillAndStroke('#ffe14d', INK);
  doc
    .fillColor(INK)
    .font(CAPTION_FONT)
    .fontSize(size)
    .text(text, x + 8, y + 6, {
      width: inner,
      align: 'left',
    });
  doc.restore();
  return y + height;
}

export function soundEffect(doc: Doc, text: string, box: Box, turn: number): void {
  const size = Math.max(LETTERING.sfx, Math.min(56, box.w / 6));
  doc
    .save()
    .translate(box.x + box.w * 0.66, box.y + box.h * 0.22)
    .rotate(turn);
  doc.font(LETTER_FONT).fontSize(size).lineWidth(2.5).fillColor('#ffe14d').strokeColor(INK);
  doc.text(text, -size * 2.5, 0, {
    width: size * 5,
    align: 'center',
    stroke: true,
    fill: true,
    lineBreak: false,
  });
  doc.restore();
}

/** Display lettering in the splash page's logo block. */
export function title(doc: Doc, text: string, box: Box, size: number, colour: string): number {
  doc.save().font(LETTER_FONT).fontSize(size).fillColor(colour).lineWidth(1.5).strokeColor(INK);
  doc.text(text, box.x, box.y, { width: box.w, align: 'center', stroke: true, fill: true });
  const bottom = box.y + doc.heightOfString(text, { width: box.w, align: 'center' });
  doc.restore();
  return bottom;
}

export function panelFrame(doc: Doc, box: Box): void {
  doc.save().lineWidth(3.5).rect(box.x, box.y, box.w, box.h).stroke(INK).restore();
}
