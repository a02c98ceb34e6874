// A tiny PDF writer for stories and tests: real, valid multi-page PDFs (vector panels, a sun,
// hills, a speech balloon and Helvetica text) built in memory, so the reader's stories need no
// file, no network and no third-party comic. Deterministic: the same options give the same bytes.

export type StoryPdfOptions = {
  /** Printed in every page's caption. */
  title?: string;
  pages?: number;
};

// Page size in PDF points: a comic page's portrait proportions.
const WIDTH = 400;
const HEIGHT = 560;

// Sky colours, one per page in turn, so each page looks different (r g b from 0 to 1).
const SKIES = ['0.10 0.31 0.84', '0.78 0.12 0.23', '1 0.78 0.20', '0.09 0.44 0.23'];

/** A PDF string literal: backslashes and parentheses escaped, non-ASCII dropped. */
function pdfText(value: string): string {
  const ascii = value.replace(/[^\x20-\x7e]/g, '');
  return `(${ascii.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A circle as four Bezier curves (PDF has no circle operator). */
function circle(cx: number, cy: number, r: number): string {
  const k = Math.round(0.5523 * r);
  return [
    `${cx + r} ${cy} m`,
    `${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r} c`,
    `${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy} c`,
    `${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r} c`,
    `${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy} c`,
  ].join('\n');
}

/** The drawing of one page: a top panel with a scene and a balloon, a bottom panel with the caption. */
function pageContent(index: number, count: number, title: string): string {
  const sky = SKIES[index % SKIES.length] ?? SKIES[0];
  return [
    '1 0.98 0.94 rg 0 0 400 560 re f',
    '0.08 0.07 0.12 RG 6 w 1 j',
    // Top panel: sky, sun, hills.
    `${sky} rg 20 200 360 340 re B`,
    `1 0.78 0.2 rg ${circle(300, 450, 40)} B`,
    '1 0.98 0.94 rg 20 200 m 120 330 180 230 260 290 c 320 330 360 250 380 280 c 380 200 l h B',
    // Speech balloon with its tail.
    '1 1 1 rg 40 430 150 70 re B',
    '1 1 1 rg 80 430 m 70 400 l 110 430 l B',
    `BT /F1 22 Tf 0.08 0.07 0.12 rg 56 458 Td ${pdfText(`Page ${index + 1}!`)} Tj ET`,
    // Bottom panel: the caption.
    '1 0.95 0.8 rg 20 20 360 160 re B',
    `BT /F1 18 Tf 0.08 0.07 0.12 rg 40 130 Td ${pdfText(title)} Tj ET`,
    `BT /F1 14 Tf 0.08 0.07 0.12 rg 40 90 Td ${pdfText(`Page ${index + 1} of ${count}`)} Tj ET`,
  ].join('\n');
}

/** Objects 1..n joined with a correct cross-reference table (byte offsets; ASCII only). */
function assemble(objects: string[]): string {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  return (
    body +
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  );
}

/** A valid PDF of `pages` drawn comic pages. */
export function storyPdf({
  title = 'A Story Chapter',
  pages = 4,
}: StoryPdfOptions = {}): Uint8Array {
  const count = Math.max(1, Math.trunc(pages));
  // 1 catalog, 2 page tree, 3 font, then a page and its content stream for each page.
  const pageIds = Array.from({ length: count }, (_, index) => 4 + index * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${count} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  ];
  pageIds.forEach((id, index) => {
    const stream = pageContent(index, count, title);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  });
  return new TextEncoder().encode(assemble(objects));
}

/** The same PDF as a data: URL, which the reader opens like any address. */
export function storyPdfUrl(options: StoryPdfOptions = {}): string {
  let binary = '';
  storyPdf(options).forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return `data:application/pdf;base64,${btoa(binary)}`;
}
