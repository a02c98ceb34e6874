import { createRandom, type Random } from '@ic/art';
import type { Beat, ComicScript } from '../comics.ts';
import { FILLER_CAPTIONS, FILLER_LINES, SOUND_EFFECTS } from './lines.ts';

// Plans a chapter's pages: which panels sit where and what is said in each. Cheap on purpose:
// the seed calls it to know the page count, the PDF renderer calls it to draw.

export interface PanelPlan {
  /** Position inside the page's drawing area, as fractions (0..1). */
  x: number;
  y: number;
  w: number;
  h: number;
  caption?: string;
  lines: [speaker: string, text: string][];
  sfx?: string;
  /** Who stands in the panel, left to right. */
  cast: string[];
}

export interface ChapterPlan {
  comic: ComicScript;
  chapterIndex: number;
  /** Page 1 is the splash page; these are the story pages after it. */
  pages: PanelPlan[][];
}

type Rect = [x: number, y: number, w: number, h: number];

const LAYOUTS: Rect[][] = [
  [
    [0, 0, 1, 0.32],
    [0, 0.34, 0.49, 0.32],
    [0.51, 0.34, 0.49, 0.32],
    [0, 0.68, 1, 0.32],
  ],
  [
    [0, 0, 0.49, 0.49],
    [0.51, 0, 0.49, 0.49],
    [0, 0.51, 0.49, 0.49],
    [0.51, 0.51, 0.49, 0.49],
  ],
  [
    [0, 0, 1, 0.45],
    [0, 0.47, 0.32, 0.53],
    [0.34, 0.47, 0.32, 0.53],
    [0.68, 0.47, 0.32, 0.53],
  ],
  [
    [0, 0, 0.6, 0.32],
    [0.62, 0, 0.38, 0.32],
    [0, 0.34, 1, 0.32],
    [0, 0.68, 0.38, 0.32],
    [0.4, 0.68, 0.6, 0.32],
  ],
  [
    [0, 0, 1, 0.32],
    [0, 0.34, 1, 0.32],
    [0, 0.68, 1, 0.32],
  ],
];

function fill(template: string, comic: ComicScript, place: string): string {
  const [hero, ally, villain] = comic.cast;
  return template
    .replaceAll('{hero}', hero)
    .replaceAll('{ally}', ally)
    .replaceAll('{villain}', villain)
    .replaceAll('{prize}', comic.prize)
    .replaceAll('{place}', place);
}

/** A line not yet used in this chapter, while there are any left. */
function fresh(random: Random, options: readonly string[], used: Set<string>): string {
  const unused = options.filter((o) => !used.has(o));
  const choice = random.pick(unused.length > 0 ? unused : options);
  used.add(choice);
  return choice;
}

function fillerBeat(random: Random, comic: ComicScript, place: string, used: Set<string>): Beat {
  const roles = random.sample([0, 1, 2] as const, random.int(1, 2));
  const lines = roles.map((role): [string, string] => [
    comic.cast[role],
    fill(fresh(random, FILLER_LINES[role], used), comic, place),
  ]);
  return random.chance(0.35)
    ? { caption: fill(fresh(random, FILLER_CAPTIONS, used), comic, place), lines }
    : { lines };
}

/** Who appears: everyone who speaks, plus the hero when nobody does. */
function castOf(beat: Beat, comic: ComicScript): string[] {
  const speakers = [...new Set(beat.lines.map(([speaker]) => speaker))];
  return speakers.length > 0 ? speakers : [comic.cast[0]];
}

export function planChapter(
  comic: ComicScript,
  chapterIndex: number,
  places: string[],
): ChapterPlan {
  const chapter = comic.chapters[chapterIndex];
  if (!chapter) throw new Error(`${comic.title} has no chapter ${chapterIndex + 1}`);
  const random = createRandom(`pages:${comic.title}:${chapterIndex}`);
  const layouts = Array.from({ length: random.int(4, 6) }, () => random.pick(LAYOUTS));
  const slots = layouts.reduce((n, layout) => n + layout.length, 0);
  // The written beats open, turn and close the chapter; the generator fills the panels between.
  const anchors = new Map<number, Beat>(
    chapter.beats.map((beat, i) => [
      Math.round((i * (slots - 1)) / Math.max(1, chapter.beats.length - 1)),
      beat,
    ]),
  );
  let slot = 0;
  const used = new Set<string>();
  const pages = layouts.map((layout) =>
    layout.map(([x, y, w, h]): PanelPlan => {
      const place = random.pick(places);
      const beat = anchors.get(slot) ?? fillerBeat(random, comic, place, used);
      slot += 1;
      const sfx =
        beat.lines.length < 2 && random.chance(0.4) ? random.pick(SOUND_EFFECTS) : undefined;
      return { x, y, w, h, ...beat, ...(sfx ? { sfx } : {}), cast: castOf(beat, comic) };
    }),
  );
  return { comic, chapterIndex, pages };
}

/** Splash page plus story pages: what the chapter's PDF holds. */
export function pageCountOf(plan: ChapterPlan): number {
  return plan.pages.length + 1;
}
