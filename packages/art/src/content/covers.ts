import { createRandom } from '../random.ts';
import { placed } from './character.ts';
import { burst, halo, scrim, speedLines } from './effects.ts';
import { lookOf, type CharacterSketch, type Look } from './look.ts';
import { rect, toSvg, type Mark } from './marks.ts';
import { scene, type Setting } from './scenes.ts';

// Comic covers: the comic's own cast in its own world, in one of a few classic compositions.
// The top of every cover is a logo block kept free of figures: the title is the page's HTML.

export const COVER = { width: 600, height: 900, logoBlock: 260 } as const;

export interface CoverSketch {
  id: string;
  title: string;
  setting: Setting;
  /** Who the comic is about, leads first; a villain among them takes the villain's place. */
  cast: readonly CharacterSketch[];
}

export const COVER_LAYOUTS = ['versus', 'team', 'lone', 'looming'] as const;
export type CoverLayout = (typeof COVER_LAYOUTS)[number];

interface Cast {
  heroes: Look[];
  villain: Look | null;
}

function castOf(cover: CoverSketch): Cast {
  const looks = cover.cast.map(lookOf);
  const villain = looks.find((l) => l.alignment === 'villain') ?? null;
  return { heroes: looks.filter((l) => l !== villain), villain };
}

const LAYOUTS: Record<CoverLayout, (cast: Cast) => Mark[]> = {
  versus: ({ heroes, villain }) => {
    const [hero, ally] = heroes;
    return [
      ...(villain
        ? [
            placed(villain, 380, 1350, 1030, { pose: 'crossed' }),
            { d: rect(0, 0, 600, 900), fill: villain.dark, opacity: 0.3 },
          ]
        : []),
      burst(240, 600, 230, '#ffd23f', 18),
      ...(ally ? [placed(ally, 470, 900, 480, { flip: true })] : []),
      ...(hero ? [placed(hero, 230, 910, 600, { pose: 'lunge' })] : []),
    ];
  },
  team: ({ heroes, villain }) => {
    const [lead, left, right] = heroes;
    return [
      ...(villain
        ? [
            placed(villain, 300, 1300, 900, { pose: 'cast' }),
            { d: rect(0, 0, 600, 900), fill: villain.dark, opacity: 0.35 },
          ]
        : halo(300, 520, 280, 'hero')),
      ...(left ? [placed(left, 140, 890, 470)] : []),
      ...(right ? [placed(right, 460, 890, 470, { flip: true })] : []),
      ...(lead ? [placed(lead, 300, 900, 560, { pose: 'raised' })] : []),
    ];
  },
  lone: ({ heroes, villain }) => {
    const lead = heroes[0] ?? villain;
    return lead
      ? [
          ...halo(300, 500, 300, lead.alignment),
          speedLines(600, 900, 300, 520, '#ffffff', 32),
          placed(lead, 300, 920, 620),
        ]
      : [];
  },
  looming: ({ heroes, villain }) => {
    const [hero, ally] = heroes;
    return [
      ...(villain ? [placed(villain, 300, 1780, 1400, { pose: 'cast' })] : []),
      {
        d: rect(0, 600, 600, 300),
        fill: { from: [0, 600], to: [0, 900], stops: ['#000000', '#000000'], fade: [0, 0.55] },
      },
      burst(300, 790, 130, '#ffd23f', 14),
      ...(ally ? [placed(ally, 400, 895, 250, { flip: true })] : []),
      ...(hero ? [placed(hero, 250, 900, 300, { pose: 'guard' })] : []),
    ];
  },
};

/** The layout a cover gets: seeded by the comic, and one that its cast can fill. */
export function coverLayoutOf(cover: CoverSketch): CoverLayout {
  const { heroes, villain } = castOf(cover);
  const random = createRandom(`cover-layout:${cover.id}`);
  const fits = COVER_LAYOUTS.filter((layout) =>
    layout === 'versus' || layout === 'looming'
      ? villain !== null && heroes.length > 0
      : layout === 'team'
        ? heroes.length >= 3
        : true,
  );
  return random.pick(fits);
}

/** The cover's drawing, COVER.width x COVER.height (a chapter's splash page draws it too). */
export function coverMarks(cover: CoverSketch): Mark[] {
  const random = createRandom(`cover:${cover.id}`);
  const cast = castOf(cover);
  const time = cast.villain ? 'night' : random.pick(['day', 'dusk'] as const);
  return [
    ...scene(cover.setting, COVER.width, COVER.height, random, time),
    ...LAYOUTS[coverLayoutOf(cover)](cast),
    scrim(COVER.width, COVER.height, 'top', 0.75),
  ];
}

export function renderComicCover(cover: CoverSketch): string {
  return toSvg(COVER.width, COVER.height, `${cover.title}, cover`, coverMarks(cover));
}
