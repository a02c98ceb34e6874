import type PDFDocument from 'pdfkit';
import { createRandom, type Random } from '@ic/art';
import { universeNamed } from '../world.ts';

// Drawing on a comic page with pdfkit: backdrops, figures, balloons, captions and sound effects.

export type Doc = typeof PDFDocument;
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const INK = '#141414';
const LETTER_FONT = 'Helvetica-Bold';

const SKIES: Record<string, [sky: string, ground: string]> = {
  Trikaal: ['#ffb347', '#e76f51'],
  'Neon Mayapuri': ['#3b1d6e', '#1f1147'],
  'Samudra Deep': ['#0077b6', '#ff7f50'],
  'Vindhya Wilds': ['#b7e4c7', '#2d6a4f'],
  'Akashganga Rim': ['#0b1026', '#475569'],
};

export function backdrop(doc: Doc, box: Box, universe: string, random: Random): void {
  const [sky, ground] = SKIES[universe] ?? ['#8ecae6', '#495057'];
  const [accent, glow] = universeNamed(universe).palette;
  const horizon = box.y + (box.h * random.int(55, 75)) / 100;
  doc.rect(box.x, box.y, box.w, box.h).fill(sky);
  // A few skyline or hill shapes on the horizon, in the universe's colours.
  for (let x = box.x; x < box.x + box.w;) {
    const w = random.int(20, 60);
    const h = random.int(10, Math.max(12, Math.round(box.h * 0.3)));
    doc.rect(x, horizon - h, w, h + 2).fill(random.chance(0.5) ? accent : glow);
    x += w + random.int(0, 12);
  }
  doc.rect(box.x, horizon, box.w, box.y + box.h - horizon).fill(ground);
  dots(doc, box);
}

// One dot of the halftone screen, as raw PDF drawing operators (a circle of radius 1.4 in a 9 pt cell).
const DOT =
  '5.9 4.5 m 5.9 5.273 5.273 5.9 4.5 5.9 c 3.727 5.9 3.1 5.273 3.1 4.5 c ' +
  '3.1 3.727 3.727 3.1 4.5 3.1 c 5.273 3.1 5.9 3.727 5.9 4.5 c f';
const screens = new WeakMap<Doc, PDFKit.PDFTilingPattern>();

/** Halftone dots over the backdrop: the printed-comic texture, as one tiling pattern per document. */
function dots(doc: Doc, box: Box): void {
  let screen = screens.get(doc);
  if (!screen) {
    screen = doc.pattern([0, 0, 9, 9], 9, 9, DOT);
    screens.set(doc, screen);
  }
  doc.save().fillOpacity(0.14).rect(box.x, box.y, box.w, box.h).fill([screen, INK]).restore();
}

const HERO_SUITS = ['#1d4ed8', '#dc2626', '#f97316', '#0f766e', '#15803d', '#7c3aed'];
const VILLAIN_SUITS = ['#3b0764', '#450a0a', '#111827', '#581c87', '#7f1d1d'];
const SKINS = ['#8d5524', '#a86b3c', '#c68642', '#e0ac69'];

/** A figure about `height` tall standing on (x, feet); the same name always gets the same colours. */
export function figure(
  doc: Doc,
  name: string,
  villain: boolean,
  x: number,
  feet: number,
  height: number,
): void {
  const random = createRandom(`figure:${name}`);
  const suit = random.pick(villain ? VILLAIN_SUITS : HERO_SUITS);
  const trim = random.pick(['#facc15', '#f8fafc', '#22d3ee', '#fb923c']);
  const skin = random.pick(SKINS);
  const u = height / 100;
  doc
    .save()
    .translate(x, feet)
    .scale(u)
    .lineJoin('round')
    .lineCap('round')
    .lineWidth(2.2 / Math.max(u, 0.4));
  if (random.chance(0.6)) {
    doc
      .path('M-14,-78 C-30,-50 -32,-25 -26,-6 L26,-6 C32,-25 30,-50 14,-78Z')
      .fillAndStroke(villain ? '#111827' : trim, INK);
  }
  doc.path('M-8,-42 L-11,0 L-2,0 L0,-30 L2,0 L11,0 L8,-42Z').fillAndStroke(suit, INK);
  doc.path('M-16,-80 L16,-80 L10,-42 L-10,-42Z').fillAndStroke(suit, INK);
  doc.rect(-11, -47, 22, 5).fillAndStroke(trim, INK);
  const arms = [
    random.chance(0.5) ? 'M-16,-78 L-26,-92 L-29,-104' : 'M-16,-78 L-22,-58 L-18,-44',
    'M16,-78 L22,-58 L18,-44',
  ];
  for (const arm of arms) {
    doc.path(arm).lineWidth(9).stroke(INK);
    doc.path(arm).lineWidth(5.5).stroke(suit);
  }
  doc.lineWidth(2.2 / Math.max(u, 0.4));
  doc.circle(0, -66, 6).fillAndStroke(trim, INK);
  doc.ellipse(0, -91, 10, 11).fillAndStroke(skin, INK);
  doc.rect(-10, -95, 20, 6).fillAndStroke(suit, INK);
  doc.rect(-6, -93, 4, 2).fill(villain ? '#ef4444' : '#ffffff');
  doc.rect(2, -93, 4, 2).fill(villain ? '#ef4444' : '#ffffff');
  doc.restore();
}

function letteredHeight(doc: Doc, text: string, width: number, size: number): number {
  return doc.font(LETTER_FONT).fontSize(size).heightOfString(text, { width, align: 'center' });
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
  size = 8.5,
): number {
  const upper = text.toUpperCase();
  const width = Math.min(
    maxWidth,
    Math.max(60, doc.font(LETTER_FONT).fontSize(size).widthOfString(upper) / 2.2 + 24),
  );
  const inner = width - 16;
  const height = letteredHeight(doc, upper, inner, size) + 12;
  const midX = x + width / 2;
  doc.save().lineWidth(1.6).lineJoin('round');
  doc
    .polygon(
      [midX - 8, y + height - 2],
      [midX + 8, y + height - 2],
      [tailX, Math.max(tailY, y + height + 6)],
    )
    .fillAndStroke('#ffffff', INK);
  doc.roundedRect(x, y, width, height, Math.min(14, height / 2)).fillAndStroke('#ffffff', INK);
  doc.fillColor(INK).text(upper, x + 8, y + 6, { width: inner, align: 'center' });
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
  size = 8,
): number {
  const inner = maxWidth - 12;
  const height = letteredHeight(doc, text, inner, size) + 10;
  doc.save().lineWidth(1.6);
  doc.rect(x, y, maxWidth, height).fillAndStroke('#ffe14d', INK);
  doc
    .fillColor(INK)
    .font('Helvetica-BoldOblique')
    .fontSize(size)
    .text(text, x + 6, y + 5, { width: inner, align: 'left' });
  doc.restore();
  return y + height;
}

export function soundEffect(doc: Doc, text: string, box: Box, random: Random): void {
  const size = Math.min(34, box.w / 5);
  doc
    .save()
    .translate(box.x + box.w * 0.62, box.y + box.h * 0.55)
    .rotate(random.int(-18, 12));
  doc.font(LETTER_FONT).fontSize(size).lineWidth(1.8).fillColor('#ffe14d').strokeColor(INK);
  doc.text(text, -size * 2, 0, {
    width: size * 4,
    align: 'center',
    stroke: true,
    fill: true,
    lineBreak: false,
  });
  doc.restore();
}

export function panelFrame(doc: Doc, box: Box): void {
  doc.save().lineWidth(3.5).rect(box.x, box.y, box.w, box.h).stroke(INK).restore();
}
