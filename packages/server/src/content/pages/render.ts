import sharp, { type Sharp } from 'sharp';
import type * as Mupdf from 'mupdf';
import {
  formatOf,
  fullSizeOf,
  scaledSize,
  widthOf,
  type PageImage,
  type PageSize,
} from './images.ts';

// PDF pages to images: MuPDF (its official WASM build) draws a page at the width asked for, and
// sharp (libvips) encodes it. Stateless: each call opens the PDF (about 2 ms) and frees it.

let loading: Promise<typeof Mupdf> | undefined;
/** The WASM module loads on first use, so a server that renders nothing never pays for it. */
const mupdf = () => (loading ??= import('mupdf'));

const PDF = 'application/pdf';
const RGB = 3 as const;

/**
 * Encoder settings. AVIF at effort 2 takes about a tenth of the CPU of sharp's default (4) for
 * files about 7% larger (seeded pages at 960 px); WebP keeps its default effort, already fast.
 */
export const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 75 }),
  thumb: (image: Sharp) => image.webp({ quality: 70 }),
};

async function withDocument<T>(
  pdf: Uint8Array,
  use: (doc: Mupdf.Document, lib: typeof Mupdf) => T,
) {
  const lib = await mupdf();
  const doc = lib.Document.openDocument(pdf, PDF);
  try {
    return use(doc, lib);
  } finally {
    doc.destroy();
  }
}

function pointsOf(page: Mupdf.Page): PageSize {
  const [x0, y0, x1, y1] = page.getBounds();
  return { width: x1 - x0, height: y1 - y0 };
}

/**
 * Every page's size as stored (PAGE_FULL_WIDTH wide), without drawing anything; at most `upTo`
 * of them, so a file declaring a million pages is not walked through to learn it has too many.
 */
export function measurePdf(pdf: Uint8Array, upTo = Infinity): Promise<PageSize[]> {
  return withDocument(pdf, (doc) =>
    Array.from({ length: Math.min(doc.countPages(), upTo) }, (_, index) => {
      const page = doc.loadPage(index);
      try {
        return fullSizeOf(pointsOf(page));
      } finally {
        page.destroy();
      }
    }),
  );
}

interface Raster {
  pixels: Buffer;
  raw: { width: number; height: number; channels: typeof RGB };
}

/** Draws page `number` (from 1) about `width` px wide, as RGB pixels. */
function draw(doc: Mupdf.Document, lib: typeof Mupdf, number: number, width: number): Raster {
  const page = doc.loadPage(number - 1);
  try {
    const scale = width / pointsOf(page).width;
    const pixmap = page.toPixmap(lib.Matrix.scale(scale, scale), lib.ColorSpace.DeviceRGB, false);
    try {
      const raw = { width: pixmap.getWidth(), height: pixmap.getHeight(), channels: RGB } as const;
      if (pixmap.getStride() !== raw.width * RGB) throw new Error('Unexpected pixmap layout');
      // A copy: the pixels live in the WASM heap, freed with the pixmap.
      return { pixels: Buffer.from(pixmap.getPixels()), raw };
    } finally {
      pixmap.destroy();
    }
  } finally {
    page.destroy();
  }
}

/**
 * One image of page `number` (from 1) of a PDF whose page is `size` when stored. The drawing is
 * resized to exactly the stored aspect (MuPDF rounds its pixel box outwards by up to a pixel).
 */
export async function renderPageImage(
  pdf: Uint8Array,
  number: number,
  size: PageSize,
  image: PageImage,
): Promise<Buffer> {
  const target = scaledSize(size, widthOf(image));
  const { pixels, raw } = await withDocument(pdf, (doc, lib) =>
    draw(doc, lib, number, target.width),
  );
  const resized = sharp(pixels, { raw }).resize(target.width, target.height, { fit: 'fill' });
  const encode = image.kind === 'thumb' ? ENCODE.thumb : ENCODE[formatOf(image)];
  return encode(resized).toBuffer();
}
