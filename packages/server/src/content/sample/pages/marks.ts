import { HALFTONE, isGroup, type Mark, type Paint } from '@ic/art';
import type { Doc } from './draw.ts';

// Draws @ic/art's marks on a PDF page with pdfkit, so the pages show the same characters and
// places as the site's pictures. pdfkit reads the SVG path data itself.

const INK = '#141414';

// One dot of the halftone screen, as raw PDF drawing operators (a circle of radius 1.4 in a 9 pt cell).
const DOT =
  '5.9 4.5 m 5.9 5.273 5.273 5.9 4.5 5.9 c 3.727 5.9 3.1 5.273 3.1 4.5 c ' +
  '3.1 3.727 3.727 3.1 4.5 3.1 c 5.273 3.1 5.9 3.727 5.9 4.5 c f';
const screens = new WeakMap<Doc, PDFKit.PDFTilingPattern>();

function screen(doc: Doc): PDFKit.PDFTilingPattern {
  let pattern = screens.get(doc);
  if (!pattern) {
    pattern = doc.pattern([0, 0, 9, 9], 9, 9, DOT);
    screens.set(doc, pattern);
  }
  return pattern;
}

type PdfPaint = PDFKit.Mixins.ColorValue;

function paintOf(doc: Doc, paint: Paint, opacity: number): { value: PdfPaint; opacity: number } {
  if (paint === HALFTONE) return { value: [screen(doc), INK], opacity: opacity * 0.14 };
  if (typeof paint === 'string') return { value: paint, opacity };
  const [a, b] = paint.stops;
  const [fa, fb] = paint.fade ?? [1, 1];
  const gradient =
    'from' in paint
      ? doc.linearGradient(paint.from[0], paint.from[1], paint.to[0], paint.to[1])
      : doc.radialGradient(
          paint.center[0],
          paint.center[1],
          0,
          paint.center[0],
          paint.center[1],
          paint.radius,
        );
  gradient.stop(0, a, fa).stop(1, b, fb);
  return { value: gradient, opacity };
}

/** Draws marks in the current coordinates; `opacity` is what enclosing groups multiply in. */
export function drawMarks(doc: Doc, marks: readonly Mark[], opacity = 1): void {
  for (const mark of marks) {
    if (isGroup(mark)) {
      doc.save();
      doc.translate(mark.x ?? 0, mark.y ?? 0);
      if (mark.rotate) doc.rotate(mark.rotate, { origin: [0, 0] });
      const s = mark.scale ?? 1;
      if (s !== 1 || mark.flip) doc.scale(mark.flip ? -s : s, s);
      if (mark.clip) doc.path(mark.clip).clip();
      drawMarks(doc, mark.marks, opacity * (mark.opacity ?? 1));
      doc.restore();
      continue;
    }
    const alpha = opacity * (mark.opacity ?? 1);
    doc.save();
    if (mark.round) doc.lineJoin('round').lineCap('round');
    else doc.lineJoin('round');
    doc.path(mark.d);
    const fill = mark.fill === undefined ? undefined : paintOf(doc, mark.fill, alpha);
    if (fill) doc.fillOpacity(fill.opacity);
    if (mark.stroke)
      doc
        .lineWidth(mark.width ?? 1)
        .strokeOpacity(alpha)
        .strokeColor(mark.stroke);
    if (fill && mark.stroke) doc.fillAndStroke(fill.value, mark.stroke);
    else if (fill) doc.fill(fill.value);
    else if (mark.stroke) doc.stroke();
    doc.restore();
  }
}
