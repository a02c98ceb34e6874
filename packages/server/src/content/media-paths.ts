import type { CharacterArt } from '@ic/art';

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
};

const ART_SECTIONS = ['characters', 'comics', 'chapters', 'blogs', 'timeline', 'members'] as const;
export type ArtSection = (typeof ART_SECTIONS)[number];

export type GeneratedMedia =
  | { kind: 'art'; section: ArtSection; id: string; variant: string }
  | { kind: 'chapter-pdf'; id: string };

const ART = /^\/media\/art\/([a-z]+)\/([0-9a-f]{24})\/([a-z0-9-]{1,20})\.svg$/;
const CHAPTER_PDF = /^\/media\/chapters\/([0-9a-f]{24})\.pdf$/;

const isSection = (s: string): s is ArtSection => (ART_SECTIONS as readonly string[]).includes(s);

/** What generator (if any) draws the media at this path. */
export function parseGeneratedPath(path: string): GeneratedMedia | null {
  const [, section = '', id = '', variant = ''] = ART.exec(path) ?? [];
  if (isSection(section)) return { kind: 'art', section, id, variant };
  const [, chapterId] = CHAPTER_PDF.exec(path) ?? [];
  return chapterId ? { kind: 'chapter-pdf', id: chapterId } : null;
}
