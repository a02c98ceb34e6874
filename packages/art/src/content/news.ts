import type { CharacterAlignment } from '@ic/domain';
import { createRandom, type Random } from '../random.ts';
import { placed } from './character.ts';
import { burst, halo, powerBurst, speedLines } from './effects.ts';
import { emblem, ELEMENTS } from './emblems.ts';
import { lookOf, type CharacterSketch, type Look } from './look.ts';
import { blob, circle, ellipse, HALFTONE, INK, poly, rect, toSvg, type Mark } from './marks.ts';
import { PALETTES, tint } from './palette.ts';
import { scene, SCENE_KINDS, type Setting } from './scenes.ts';

// Pictures for news and the Support Us timeline, each fitting what the words are about: a
// comic's cast in its world, a character, a fan event, the studio's desk, the foundation's
// reading circle, the app, a stack of fresh prints.

export const NEWS_PICTURES = [
  'comic',
  'character',
  'event',
  'studio',
  'foundation',
  'app',
  'print',
] as const;
export type NewsPictureKind = (typeof NEWS_PICTURES)[number];

export interface NewsPicture {
  /** Seeds the details, so each picture of an article differs. */
  key: string;
  kind: NewsPictureKind;
  /** The world of the comic or character it is about. */
  setting?: Setting;
  /** The characters it shows, leads first. */
  cast?: readonly CharacterSketch[];
}

const W = 1200;
const H = 675;
const ink = { stroke: INK, width: 6 } as const;

/** Someone of our invention for the crowd, the stage or the reading circle. */
function extra(random: Random, alignment: CharacterAlignment, small = false): Look {
  const id = `extra:${random.int(0, 1_000_000)}`;
  return lookOf({
    id,
    name: '',
    alignment,
    species: 'Human',
    gender: random.pick(['Female', 'Male']),
    hair: '',
    eyes: '',
    height: '',
    weight: '',
    age: small ? '11' : '',
    powers: [random.pick(['Flame', 'Tide', 'Storm', 'Stone', 'Light', 'Star'])],
    weapon: [],
    setting: { scene: random.pick(SCENE_KINDS), palette: ['#ff7a00', '#1d3fbf'] },
    palette: random.pick(PALETTES[alignment]),
  });
}

function comic(p: NewsPicture, random: Random): Mark[] {
  const looks = (p.cast ?? []).map(lookOf);
  const villain = looks.find((l) => l.alignment === 'villain');
  const heroes = looks.filter((l) => l !== villain);
  const setting = p.setting ?? { scene: 'city', palette: ['#ff2d95', '#14c8d4'] };
  return [
    ...scene(setting, W, H, random, villain ? 'night' : 'dusk'),
    ...(villain
      ? [
          placed(villain, 860, 1180, 1000, { pose: 'crossed' }),
          { d: rect(0, 0, W, H), fill: villain.dark, opacity: 0.3 },
        ]
      : []),
    burst(420, 440, 250, '#ffd23f', 18),
    ...heroes.slice(1, 2).map((l) => placed(l, 620, 670, 470, { flip: true })),
    ...heroes.slice(0, 1).map((l) => placed(l, 380, 680, 560, { pose: 'lunge' })),
  ];
}

function character(p: NewsPicture, random: Random): Mark[] {
  const [lead] = (p.cast ?? []).map(lookOf);
  const setting = p.setting ?? { scene: 'temple', palette: ['#ff7a00', '#1d3fbf'] };
  if (!lead) return scene(setting, W, H, random);
  return [
    ...scene(
      setting,
      W,
      H,
      random,
      lead.alignment === 'villain' ? 'night' : lead.alignment === 'middle' ? 'dusk' : 'day',
    ),
    ...halo(760, 300, 320, lead.alignment),
    ...powerBurst(lead.element, 1010, 170, 90),
    placed(lead, 760, 1000, 900),
  ];
}

function event(p: NewsPicture, random: Random): Mark[] {
  const star = (p.cast ?? []).map(lookOf)[0] ?? extra(random, 'hero');
  const banners = [0, 1, 2, 3].flatMap((i): Mark[] => {
    const x = 120 + i * 270;
    const colour = random.pick(['#d62828', '#1f4fd1', '#f5a30b', '#1c8a3e', '#b5179e']);
    return [
      {
        d: poly([
          [x, 40],
          [x + 150, 40],
          [x + 150, 250],
          [x + 75, 215],
          [x, 250],
        ]),
        fill: colour,
        ...ink,
      },
      { marks: emblem(random.pick(ELEMENTS), '#fff3b0'), x: x + 75, y: 130, scale: 0.45 },
    ];
  });
  const heads: Mark[] = [];
  for (let row = 0; row < 2; row++) {
    for (let x = -20; x < W + 40; x += 70) {
      const cx = x + (row ? 35 : 0) + random.int(-8, 8);
      const cy = 560 + row * 70 + random.int(-6, 6);
      heads.push(
        { d: ellipse(cx, cy + 70, 48, 50), fill: row ? '#0e0a1c' : '#1b1433' },
        { d: circle(cx, cy, 26), fill: row ? '#0e0a1c' : '#1b1433' },
      );
    }
  }
  return [
    { d: rect(0, 0, W, H), fill: { from: [0, 0], to: [0, H], stops: ['#2a1456', '#0b0620'] } },
    ...banners,
    {
      d: poly([
        [430, 0],
        [520, 0],
        [760, 520],
        [340, 520],
      ]),
      fill: '#fff6c2',
      opacity: 0.22,
    },
    {
      d: poly([
        [700, 0],
        [790, 0],
        [880, 520],
        [460, 520],
      ]),
      fill: '#fff6c2',
      opacity: 0.16,
    },
    { d: rect(200, 470, 800, 70), fill: '#5b3a1e', ...ink },
    ...halo(600, 330, 170, 'hero'),
    placed(star, 600, 480, 330, { pose: 'raised' }),
    ...heads,
  ];
}

function studio(p: NewsPicture, random: Random): Mark[] {
  const look = (p.cast ?? []).map(lookOf)[0] ?? extra(random, random.pick(['hero', 'villain']));
  const pins = [0, 1, 2].flatMap((i): Mark[] => {
    const x = 80 + i * 150;
    const y = 70 + (i % 2) * 40;
    return [
      { d: rect(x, y, 120, 150), fill: '#fffdf5', ...ink, width: 4 },
      {
        marks: [
          {
            clip: rect(x, y, 120, 150),
            marks: [
              placed(
                extra(random, random.pick(['hero', 'middle', 'villain'])),
                x + 60,
                y + 210,
                200,
              ),
            ],
          },
        ],
      },
      { d: circle(x + 60, y + 8, 7), fill: '#d62828', ...ink, width: 3 },
    ];
  });
  const page: Mark[] = [
    {
      d: poly([
        [560, 120],
        [1060, 90],
        [1110, 560],
        [600, 600],
      ]),
      fill: '#fffdf5',
      ...ink,
    },
  ];
  const cells: [number, number, number, number][] = [
    [600, 140, 220, 180],
    [840, 130, 210, 190],
    [610, 340, 450, 220],
  ];
  for (const [x, y, w, h] of cells) {
    page.push({ d: rect(x, y, w, h), fill: '#eef2f7', stroke: INK, width: 4 });
  }
  page.push(
    {
      marks: [
        { clip: rect(610, 340, 450, 220), marks: [placed(look, 835, 650, 330, { pose: 'lunge' })] },
      ],
    },
    { d: `M640 200Q700 170 780 230M860 180Q930 150 1010 200`, stroke: '#8d99ae', width: 4 },
  );
  return [
    { d: rect(0, 0, W, H), fill: '#e9d8b4' },
    { d: rect(0, 0, W, H), fill: HALFTONE },
    ...pins,
    {
      d: poly([
        [460, 640],
        [520, 60],
        [1160, 40],
        [1180, 640],
      ]),
      fill: '#8a5a2b',
      ...ink,
    },
    ...page,
    { d: `M1120 600L1180 420`, stroke: '#ffcf3f', width: 14, round: true },
    { d: `M1120 600L1180 420`, stroke: INK, width: 3 },
    { d: rect(60, 470, 130, 170), fill: '#1f4fd1', ...ink },
    ...[0, 1, 2].map((i): Mark => ({
      d: `M${90 + i * 35} 470L${80 + i * 40} 380`,
      stroke: ['#d62828', '#1c8a3e', INK][i] ?? INK,
      width: 12,
      round: true,
    })),
    { d: 'M300 640V420L400 330', stroke: INK, width: 14, round: true },
    {
      d: poly([
        [370, 300],
        [470, 320],
        [430, 400],
        [340, 360],
      ]),
      fill: '#ffd23f',
      ...ink,
    },
    {
      d: poly([
        [430, 380],
        [700, 640],
        [360, 640],
      ]),
      fill: '#fff6c2',
      opacity: 0.25,
    },
  ];
}

function foundation(p: NewsPicture, random: Random): Mark[] {
  const canopy = blob([
    [120, 300],
    [180, 120],
    [420, 40],
    [760, 50],
    [1040, 130],
    [1120, 320],
    [900, 360],
    [600, 330],
    [300, 360],
  ]);
  const roots = [260, 330, 880, 950].map((x): Mark => ({
    d: `M${x} 330Q${x + 10} 450 ${x - 5} 560`,
    stroke: '#6b4a2b',
    width: 8,
  }));
  const children = [0, 1, 2, 3, 4].map((i) => {
    const x = 220 + i * 190;
    const look = extra(random, random.pick(['hero', 'middle']), true);
    return [
      placed(look, x, 720, 300, { pose: 'stand', bareHanded: true }),
      {
        d: poly([
          [x - 55, 560],
          [x, 575],
          [x + 55, 560],
          [x + 55, 600],
          [x, 612],
          [x - 55, 600],
        ]),
        fill: random.pick(['#fffdf5', '#fff1c7']),
        ...ink,
        width: 4,
      },
      { d: `M${x} 575V612`, stroke: INK, width: 3 },
    ];
  });
  const setting = p.setting ?? { scene: 'forest', palette: ['#2f9e44', '#c2410c'] };
  return [
    { d: rect(0, 0, W, H), fill: { from: [0, 0], to: [0, H], stops: ['#ffe9b3', '#ffc46b'] } },
    { d: rect(0, 560, W, 115), fill: tint(setting.palette[0], -0.2), ...ink },
    { d: 'M520 660C540 520 530 380 560 300H660C690 380 680 520 700 660Z', fill: '#7a5230', ...ink },
    ...roots,
    { d: canopy, fill: '#2f8f46', ...ink },
    ...[0, 1, 2, 3, 4, 5].map((i): Mark => ({
      d: circle(200 + i * 150, 160 + (i % 2) * 60, 40),
      fill: '#4caf50',
      opacity: 0.7,
    })),
    ...children.flat(),
    { d: rect(0, 0, W, H), fill: HALFTONE },
  ];
}

function app(p: NewsPicture, random: Random): Mark[] {
  const look = (p.cast ?? []).map(lookOf)[0] ?? extra(random, 'hero');
  const screen = rect(475, 95, 250, 470);
  const cards = [
    [150, 160, -8],
    [900, 140, 7],
    [180, 420, 6],
    [920, 400, -6],
  ].map(([x = 0, y = 0, r = 0]): Mark => ({
    marks: [
      { d: rect(-80, -60, 160, 120), fill: '#fffdf5', ...ink, width: 5 },
      { marks: emblem(random.pick(ELEMENTS)), scale: 0.4 },
    ],
    x,
    y,
    rotate: r,
  }));
  return [
    { d: rect(0, 0, W, H), fill: { from: [0, 0], to: [W, H], stops: ['#1f4fd1', '#b5179e'] } },
    speedLines(W, H, 600, 330, '#ffffff', 36),
    ...cards,
    { d: rect(455, 60, 290, 560), fill: INK, ...ink },
    {
      marks: [
        {
          clip: screen,
          marks: [
            { d: screen, fill: look.power[1] },
            ...halo(600, 300, 150, look.alignment),
            placed(look, 600, 640, 460),
          ],
        },
      ],
    },
    { d: rect(560, 75, 80, 10), fill: '#3a3a3a' },
  ];
}

function print(p: NewsPicture, random: Random): Mark[] {
  const looks = (p.cast ?? []).map(lookOf);
  const covers = [0, 1, 2, 3, 4].map((i): Mark => {
    const look =
      looks[i % Math.max(looks.length, 1)] ??
      extra(random, random.pick(['hero', 'villain', 'middle']));
    const cover = rect(-110, -165, 220, 330);
    return {
      marks: [
        { d: cover, fill: look.suit, ...ink },
        {
          marks: [
            { clip: cover, marks: [...halo(0, 0, 160, look.alignment), placed(look, 0, 220, 330)] },
          ],
        },
        { d: rect(-110, -165, 220, 60), fill: INK, opacity: 0.7 },
        { d: cover, stroke: INK, width: 6 },
      ],
      x: 260 + i * 170 + random.int(-15, 15),
      y: 360 + Math.abs(2 - i) * 20 + random.int(-15, 15),
      rotate: (i - 2) * 8 + random.int(-4, 4),
    };
  });
  return [
    { d: rect(0, 0, W, H), fill: random.pick(['#ffd23f', '#7fd1ff', '#ff8fab']) },
    burst(600, 340, 520, '#fff3b0', 24, random.int(0, 10) / 10),
    { d: rect(0, 0, W, H), fill: HALFTONE },
    ...covers,
  ];
}

const DRAW: Record<NewsPictureKind, (p: NewsPicture, random: Random) => Mark[]> = {
  comic,
  character,
  event,
  studio,
  foundation,
  app,
  print,
};

/** A 16:9 news picture of this kind. */
export function renderNewsArt(p: NewsPicture, title: string): string {
  return toSvg(W, H, title, DRAW[p.kind](p, createRandom(`news:${p.key}`)));
}

/** The Support Us timeline's pictures: the foundation's work, 8:5. */
export function renderTimelineArt(story: { id: string; title: string }): string {
  const random = createRandom(`timeline:${story.id}`);
  const marks = foundation({ key: story.id, kind: 'foundation' }, random);
  return toSvg(800, 500, story.title, [{ marks, scale: 800 / W, y: -(H * (800 / W) - 500) / 2 }]);
}
