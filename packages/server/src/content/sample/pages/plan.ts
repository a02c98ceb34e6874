import { createRandom, type Random, type Shot, type TimeOfDay } from '@ic/art';
import type { Beat, ComicScript } from '../comics/index.ts';
import { FILLER_CAPTIONS, FILLER_LINES, SOUND_EFFECTS } from './lines.ts';

// Plans a chapter's pages as a short story: an establishing view, the written beats, a filler
// exchange, an action beat, the crowd who witness it (the chapter's cameos), the turn and a
// closing panel. Cheap on purpose: the seed calls it for the page count, the renderer to draw.
// Panels are stacked full width, so balloons stay wide and the lettering large on a phone.

/** Who is in the chapter, by name. */
export interface ChapterCast {
  hero: string;
  ally: string;
  villain: string;
  /** Members of the home factions, seen with the leads. */
  support: string[];
  /** The crowd, first seen (or seen again) in this chapter. */
  cameos: string[];
}

export interface PanelPlan {
  shot: Shot;
  caption?: string;
  lines: [speaker: string, text: string][];
  sfx?: string;
  /** Who is in the picture, left to right. */
  cast: string[];
  place: string;
  time: TimeOfDay;
  /** A power let loose (action beats): the hero's first power. */
  power?: boolean;
}

export interface PagePlan {
  /** Panel heights as shares of the page. */
  heights: number[];
  panels: PanelPlan[];
}

export interface ChapterPlan {
  comic: ComicScript;
  chapterIndex: number;
  cast: ChapterCast;
  /** Page 1 is the splash page; these are the story pages after it. */
  pages: PagePlan[];
  /** The caption closing the last panel. */
  closing: string;
}

/** Placeholder names: the plan's shape does not depend on who is cast. */
export const UNCAST: ChapterCast = {
  hero: '{hero}',
  ally: '{ally}',
  villain: '{villain}',
  support: [],
  cameos: ['{crowd}'],
};

export function fillNames(
  text: string,
  cast: Pick<ChapterCast, 'hero' | 'ally' | 'villain'>,
): string {
  return text
    .replaceAll('{hero}', cast.hero)
    .replaceAll('{ally}', cast.ally)
    .replaceAll('{villain}', cast.villain);
}

function fill(template: string, comic: ComicScript, cast: ChapterCast, place: string): string {
  return fillNames(template, cast).replaceAll('{prize}', comic.prize).replaceAll('{place}', place);
}

/** A line not yet used in this chapter, while there are any left. */
function fresh(random: Random, options: readonly string[], used: Set<string>): string {
  const unused = options.filter((o) => !used.has(o));
  const choice = random.pick(unused.length > 0 ? unused : options);
  used.add(choice);
  return choice;
}

const ROLE_OF = { hero: 0, ally: 1, villain: 2 } as const;

function filler(
  random: Random,
  comic: ComicScript,
  cast: ChapterCast,
  place: string,
  used: Set<string>,
  speakers: (keyof typeof ROLE_OF)[],
): Beat {
  return {
    lines: speakers.map((role): [string, string] => [
      cast[role],
      fill(fresh(random, FILLER_LINES[ROLE_OF[role]], used), comic, cast, place),
    ]),
  };
}

function named(beat: Beat, cast: ChapterCast): Beat {
  return {
    ...(beat.caption ? { caption: fillNames(beat.caption, cast) } : {}),
    lines: beat.lines.map(([speaker, text]) => [fillNames(speaker, cast), fillNames(text, cast)]),
  };
}

/** Who stands in a beat's panel: everyone who speaks, else the hero and ally. */
function speakers(beat: Beat, cast: ChapterCast): string[] {
  const names = [...new Set(beat.lines.map(([speaker]) => speaker))];
  return names.length > 0 ? names : [cast.hero, cast.ally];
}

/** The shot for a written beat: the villain alone is a close-up; two voices, a medium shot. */
function shotOf(beat: Beat, cast: ChapterCast): Shot {
  const who = speakers(beat, cast);
  if (who.length === 1 && who[0] === cast.villain) return 'close';
  return who.length === 1 ? 'close' : 'medium';
}

const PAGE_SHAPES: number[][][] = [
  [
    [0.55, 0.45],
    [0.34, 0.33, 0.33],
    [0.5, 0.5],
  ],
  [
    [0.5, 0.5],
    [0.45, 0.55],
    [0.36, 0.32, 0.32],
  ],
  [
    [0.4, 0.3, 0.3],
    [0.5, 0.5],
    [0.55, 0.45],
  ],
];

export function planChapter(
  comic: ComicScript,
  chapterIndex: number,
  places: string[],
  cast: ChapterCast,
): ChapterPlan {
  const chapter = comic.chapters[chapterIndex];
  if (!chapter) throw new Error(`${comic.title} has no chapter ${chapterIndex + 1}`);
  const random = createRandom(`pages:${comic.title}:${chapterIndex}`);
  const used = new Set<string>();
  const place = random.pick(places);
  const time = random.pick(['day', 'dusk', 'night'] as const);
  const beats = chapter.beats.map((beat) => named(beat, cast));
  const [opening, middle, turn] = beats;
  const panel = (p: Omit<PanelPlan, 'place' | 'time'>): PanelPlan => ({ place, time, ...p });
  const beatPanel = (beat: Beat): PanelPlan =>
    panel({
      shot: shotOf(beat, cast),
      lines: beat.lines,
      cast: speakers(beat, cast),
      ...(beat.caption ? { caption: beat.caption } : {}),
    });

  const panels: PanelPlan[] = [
    panel({
      shot: 'establishing',
      caption: opening?.caption ?? fill(random.pick(FILLER_CAPTIONS), comic, cast, place),
      lines: [],
      cast: [cast.hero, cast.ally],
    }),
    beatPanel(
      opening && opening.lines.length > 0
        ? { lines: opening.lines }
        : filler(random, comic, cast, place, used, ['hero']),
    ),
    panel({
      shot: 'wide',
      ...filler(random, comic, cast, place, used, ['ally']),
      cast: [cast.hero, ...cast.support.slice(0, 1), cast.ally],
    }),
    beatPanel(middle ?? filler(random, comic, cast, place, used, ['villain'])),
    panel({
      shot: 'action',
      lines: [],
      sfx: random.pick(SOUND_EFFECTS),
      cast: [cast.hero, cast.villain],
      power: true,
    }),
    ...(cast.cameos.length > 0
      ? [
          panel({
            shot: 'crowd',
            caption: fill(random.pick(CROWD_CAPTIONS), comic, cast, place),
            lines: [],
            cast: cast.cameos,
          }),
        ]
      : []),
    beatPanel(turn ?? filler(random, comic, cast, place, used, ['hero', 'ally'])),
  ];
  const shapes = random.pick(PAGE_SHAPES);
  const pages: PagePlan[] = [];
  for (let i = 0, p = 0; i < panels.length; p++) {
    const heights = shapes[p % shapes.length] ?? [1];
    const take = Math.min(heights.length, panels.length - i);
    pages.push({
      heights: take === heights.length ? heights : shares(take),
      panels: panels.slice(i, i + take),
    });
    i += take;
  }
  const last = comic.status === 'complete' && chapterIndex === comic.chapters.length - 1;
  return { comic, chapterIndex, cast, pages, closing: last ? 'The end.' : 'To be continued…' };
}

const shares = (count: number) => Array.from({ length: count }, () => 1 / count);

const CROWD_CAPTIONS = [
  'All of {place} turns out to see it.',
  'Word spreads across {place} in minutes.',
  'Everyone in {place} has an opinion.',
  'By nightfall, half of {place} is watching.',
];

/** Splash page plus story pages: what the chapter's PDF holds. */
export function pageCountOf(plan: ChapterPlan): number {
  return plan.pages.length + 1;
}
