import { formatLongDate, type PolicyDocument } from '@ic/domain';
import PDFDocument from 'pdfkit';

// Prints a legal page as an A4 PDF with the same words as the page: title, effective date,
// intro, numbered sections, and 'Page n of N' on every page.

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = { top: 64, bottom: 72, left: 64, right: 64 };
const INK = '#1a1a1a';
const MUTED = '#5c5c5c';
const ACCENT = '#c8102e';
/** Room a heading needs below it, so it never sits alone at the foot of a page. */
const HEADING_KEEP = 90;

function header(doc: Doc, policy: PolicyDocument): void {
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(ACCENT)
    .text('IC UNIVERSE', { characterSpacing: 2 });
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(24).fillColor(INK).text(policy.title);
  doc.moveDown(0.3);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(MUTED)
    .text(`Effective date: ${formatLongDate(policy.effectiveDate)}`);
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(policy.intro, { lineGap: 2 });
}

function section(doc: Doc, number: number, part: PolicyDocument['sections'][number]): void {
  const bottom = doc.page.height - MARGIN.bottom;
  if (doc.y + HEADING_KEEP > bottom) doc.addPage();
  else doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(`${number}. ${part.heading}`);
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(11);
  for (const paragraph of part.paragraphs) {
    doc.text(paragraph, { lineGap: 2, paragraphGap: 6 });
  }
  if (part.items && part.items.length > 0) {
    doc.list([...part.items], {
      bulletRadius: 2,
      textIndent: 14,
      indent: 8,
      lineGap: 2,
      paragraphGap: 4,
    });
  }
}

/** Page numbers go on last, once the page count is known (the pages stay buffered until then). */
function pageNumbers(doc: Doc, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // The footer sits inside the bottom margin; without this pdfkit would start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN.bottom / 2 - 6;
    const width = doc.page.width - MARGIN.left - MARGIN.right;
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    doc.text(`IC Universe · ${title}`, MARGIN.left, y, { width, align: 'left', lineBreak: false });
    doc.text(`Page ${index + 1} of ${count}`, MARGIN.left, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
  }
}

export function renderPolicyPdf(policy: PolicyDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    displayTitle: true,
    lang: 'en-IN',
    info: {
      Title: policy.title,
      Subject: policy.description,
      Author: 'IC Universe',
      Creator: 'IC Universe',
      // The effective date, not now: the same text gives the same bytes (and ETag) everywhere.
      CreationDate: new Date(`${policy.effectiveDate}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, policy);
  policy.sections.forEach((part, index) => section(doc, index + 1, part));
  pageNumbers(doc, policy.title);
  doc.end();
  return done;
}
