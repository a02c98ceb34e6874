import type { CharacterArt } from '@ic/art';
import {
  ART_FORMATS,
  ART_WIDTHS,
  PAGE_FORMATS,
  PAGE_WIDTHS,
  type ArtFormat,
  type ArtWidth,
} from '@ic/domain';
import type { PageImage } from './pages/images.ts';

// Where generated media live. The sample world and the import write these urls into the content
// rows and the media route reads them back, so every side uses these builders and this one parser.

export const MEDIA_PREFIX = '/media';

export const mediaPaths = {
  character: (id: string, art: CharacterArt) => `${MEDIA_PREFIX}/art/characters/${id}/${art}.svg`,
  comicCover: (id: string) => `${MEDIA_PREFIX}/art/comics/${id}/cover.svg`,
  chapterImage: (id: string) => `${MEDIA_PREFIX}/art/chapters/${id}/cover.svg`,
  chapterPdf: (id: string) => `${MEDIA_PREFIX}/chapters/${id}.pdf`,
  blog: (id: string, index: number) => `${MEDIA_PREFIX}/art/blogs/${id}/${index}.svg`,
  timeline: (id: string) => `${MEDIA_PREFIX}/art/timeline/${id}/image.svg`,
  member: (teamId: string, position: number) =>
    `${MEDIA_PREFIX}/art/members/${teamId}/${position}.svg`,
  /** Imported files: the content hash in the path makes them safe to cache forever. */
  file: (hash: string, name: string) => `${MEDIA_PREFIX}/files/${hash}/${name}`,
  /** Where a chapter's page images are stored (each one under the chapter's access rules). */
  pagesFolder: (chapterId: string) => `${MEDIA_PREFIX}/pages/${chapterId}/`,
  /** Page `page` (from 1) of a chapter: `3-960.avif`, or `3-thumb.webp` for the thumbnail. */
  pageImage: (chapterId: string, page: number, image: PageImage) =>
    `${mediaPaths.pagesFolder(chapterId)}${page}-${
      image.kind === 'thumb' ? 'thumb.webp' : `${image.width}.${image.format}`
    }`,
};

const ART_SECTIONS = ['characters', 'comics', 'chapters', 'blogs', 'timeline', 'members'] as const;
export type ArtSection = (typeof ART_SECTIONS)[number];

export type ArtRaster = { width: ArtWidth; format: ArtFormat };

export type GeneratedMedia =
  /** Art as drawn (SVG), or rastered at one of the art widths. */
  | { kind: 'art'; section: ArtSection; id: string; variant: string; raster?: ArtRaster }
  | { kind: 'chapter-pdf'; id: string }
  | { kind: 'page-image'; chapterId: string; page: number; image: PageImage };

const ART = new RegExp(
  `^/media/art/([a-z]+)/([0-9a-f]{24})/([a-z0-9-]{1,20}?)(?:\\.svg|-(${ART_WIDTHS.join('|')})\\.(${ART_FORMATS.join('|')}))$`,
);
const CHAPTER_PDF = /^\/media\/chapters\/([0-9a-f]{24})\.pdf$/;
const PAGE_IMAGE = new RegExp(
  `^/media/pages/([0-9a-f]{24})/([1-9][0-9]{0,3})-(?:(${PAGE_WIDTHS.join('|')})\\.(${PAGE_FORMATS.join('|')})|thumb\\.webp)$`,
);

const isSection = (s: string): s is ArtSection => (ART_SECTIONS as readonly string[]).includes(s);

/** A page image's chapter, page and size, or null when the path is not one. */
function parsePageImage(path: string): GeneratedMedia | null {
  const [, chapterId, page, width, format] = PAGE_IMAGE.exec(path) ?? [];
  if (!chapterId || !page) return null;
  const pageWidth = PAGE_WIDTHS.find((w) => String(w) === width);
  const pageFormat = PAGE_FORMATS.find((f) => f === format);
  const image: PageImage =
    pageWidth && pageFormat
      ? { kind: 'page', width: pageWidth, format: pageFormat }
      : { kind: 'thumb' };
  return { kind: 'page-image', chapterId, page: Number(page), image };
}

/** The raster an art path names (`0-800.avif`), if any. */
function rasterOf(width?: string, format?: string): { raster?: ArtRaster } {
  const artWidth = ART_WIDTHS.find((w) => String(w) === width);
  const artFormat = ART_FORMATS.find((f) => f === format);
  return artWidth && artFormat ? { raster: { width: artWidth, format: artFormat } } : {};
}

/** What generator (if any) draws the media at this path. */
export function parseGeneratedPath(path: string): GeneratedMedia | null {
  const [, section = '', id = '', variant = '', width, format] = ART.exec(path) ?? [];
  if (isSection(section)) return { kind: 'art', section, id, variant, ...rasterOf(width, format) };
  const [, chapterId] = CHAPTER_PDF.exec(path) ?? [];
  return chapterId ? { kind: 'chapter-pdf', id: chapterId } : parsePageImage(path);
}
