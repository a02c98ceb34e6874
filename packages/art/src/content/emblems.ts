import { circle, INK, poly, spikes, type Mark } from './marks.ts';

// One bold emblem per kind of power (fire, water, …), drawn around (0, 0) in a 200-unit box:
// on a chest, in a power picture, on a poster.

export const ELEMENTS = [
  'fire',
  'water',
  'wind',
  'earth',
  'lightning',
  'shadow',
  'light',
  'metal',
  'mind',
  'nature',
  'space',
  'sound',
  'time',
  'ice',
] as const;
export type Element = (typeof ELEMENTS)[number];

/** The element's colour and the glow around it. */
export const ELEMENT_COLOURS: Record<Element, readonly [color: string, glow: string]> = {
  fire: ['#ff5a1f', '#ffd23f'],
  water: ['#1e88e5', '#8fd3ff'],
  wind: ['#5ccfc4', '#e0fbff'],
  earth: ['#a0612b', '#f2c57c'],
  lightning: ['#ffd60a', '#6f8cff'],
  shadow: ['#6a1bb0', '#c77dff'],
  light: ['#ffbe0b', '#fff3b0'],
  metal: ['#8e9aa8', '#e5e9f0'],
  mind: ['#f72585', '#ffc6e5'],
  nature: ['#38b000', '#ccff33'],
  space: ['#7b2cbf', '#ffd60a'],
  sound: ['#ff006e', '#ffbe0b'],
  time: ['#e09f3e', '#fff1d0'],
  ice: ['#48cae4', '#e0fbfc'],
};

/** Keywords in a power's name that tell its element. */
const KEYWORDS: [RegExp, Element][] = [
  [/\b(ice|frost|snow|glacier|cold)/i, 'ice'],
  [/flame|fire|heat|ember|phoenix|lava|meteor|molten|plasma|blaze|cinder|solar flare/i, 'fire'],
  [
    /water|tide|tsunami|wave|sea|whale|current|deep|pressure|mist|salt|whirlpool|abyss|ghost ship/i,
    'water',
  ],
  [/wind|storm|cyclone|gale|air|feather|kite|breath|sky|cloud|monsoon/i, 'wind'],
  [/earth|stone|quake|sand|crystal|mountain|rock|boulder|dust|granite|clay/i, 'earth'],
  [
    /lightning|thunder|circuit|static|overclock|power drain|electro|grid|signal|digital|machine/i,
    'lightning',
  ],
  [
    /shadow|dark|night|dim|shade|fear|void|eclipse|silhouette|venom|poison|toxin|serpent/i,
    'shadow',
  ],
  [/light|sun|glow|prism|dawn|star eating|golden|heal/i, 'light'],
  [/metal|iron|magnet|blade|rust|nano|armou?r|skin|gadget|drone/i, 'metal'],
  [/mind|tele|illusion|memory|precog|mirage|mimic|charm|empathy|oath|will|voice|reading/i, 'mind'],
  [/root|animal|bark|bloom|vine|tiger|forest|seed|rot|shape/i, 'nature'],
  [/star|gravity|portal|orbit|comet|cosmic|horizon|erasure|armada|constellation|sling/i, 'space'],
  [/sound|echo|raga|silence|drum|song|roar|clap|cry/i, 'sound'],
  [/time|moment|\bage\b|chrono|future|ledger|archive|golem/i, 'time'],
];

export function elementOf(power: string): Element {
  return KEYWORDS.find(([pattern]) => pattern.test(power))?.[1] ?? 'light';
}

const line = { stroke: INK, width: 8, round: true } as const;

function rays(count: number, from: number, to: number, turn = 0): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = (Math.PI * 2 * i) / count + turn;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    d += `M${(c * from).toFixed(1)} ${(s * from).toFixed(1)}L${(c * to).toFixed(1)} ${(s * to).toFixed(1)}`;
  }
  return d;
}

function gear(): string {
  const points: [number, number][] = [];
  for (let i = 0; i < 32; i++) {
    const a = (Math.PI * 2 * i) / 32;
    const r = i % 4 < 2 ? 92 : 70;
    points.push([Math.cos(a) * r, Math.sin(a) * r]);
  }
  return poly(points);
}

type Icon = (fill: string) => Mark[];

const ICONS: Record<Element, Icon> = {
  fire: (fill) => [
    {
      d: 'M0 -95C40 -40 80 -10 60 45C45 85 -45 85 -60 45C-75 0 -30 -20 -20 -60C-5 -30 10 -30 0 -95Z',
      fill,
      ...line,
    },
    {
      d: 'M0 -10C20 15 35 30 25 55C15 75 -15 75 -25 55C-30 35 -10 25 0 -10Z',
      fill: '#fff3a0',
      ...line,
    },
  ],
  water: (fill) => [
    {
      d: 'M0 -95C35 -40 70 0 70 35C70 75 38 95 0 95C-38 95 -70 75 -70 35C-70 0 -35 -40 0 -95Z',
      fill,
      ...line,
    },
    { d: 'M-35 35C-35 55 -20 68 0 70', stroke: '#ffffff', width: 10, round: true },
  ],
  wind: (fill) => {
    const d = 'M-90 -40H40C80 -40 80 -95 45 -95M-90 10H70C105 10 105 60 70 60M-90 60H0';
    return [
      { d, stroke: INK, width: 34, round: true },
      { d, stroke: fill, width: 20, round: true },
    ];
  },
  earth: (fill) => [
    {
      d: poly([
        [-95, 80],
        [-40, -50],
        [0, 10],
        [35, -85],
        [95, 80],
      ]),
      fill,
      ...line,
    },
    {
      d: poly([
        [35, -85],
        [55, -40],
        [20, -30],
      ]),
      fill: '#ffffff',
      ...line,
    },
  ],
  lightning: (fill) => [
    {
      d: poly([
        [15, -100],
        [-60, 15],
        [-5, 15],
        [-25, 100],
        [60, -20],
        [5, -20],
      ]),
      fill,
      ...line,
    },
  ],
  shadow: (fill) => [{ d: 'M40 -90A95 95 0 1 0 40 90A70 70 0 1 1 40 -90Z', fill, ...line }],
  light: (fill) => [
    { d: rays(8, 70, 96), stroke: INK, width: 28, round: true },
    { d: rays(8, 70, 96), stroke: fill, width: 14, round: true },
    { d: circle(0, 0, 52), fill, ...line },
  ],
  metal: (fill) => [
    { d: gear(), fill, ...line },
    { d: circle(0, 0, 28), fill: '#ffffff', ...line },
  ],
  mind: (fill) => [
    { d: 'M-95 0C-55 -65 55 -65 95 0C55 65 -55 65 -95 0Z', fill: '#ffffff', ...line },
    { d: circle(0, 0, 36), fill, ...line },
    { d: circle(0, 0, 12), fill: INK },
  ],
  nature: (fill) => [
    { d: 'M-70 80C-80 -20 -10 -90 85 -85C85 10 20 85 -70 80Z', fill, ...line },
    { d: 'M-70 80C-20 20 20 -20 60 -60', ...line },
  ],
  space: (fill) => [{ d: spikes(0, 0, 5, 100, 42, -Math.PI / 2), fill, ...line }],
  sound: (fill) => [
    { d: 'M-90 -30H-50V30H-90Z', fill, ...line },
    {
      d: poly([
        [-50, -30],
        [0, -75],
        [0, 75],
        [-50, 30],
      ]),
      fill,
      ...line,
    },
    { d: 'M25 -40C45 -15 45 15 25 40M50 -65C85 -25 85 25 50 65', ...line },
  ],
  time: (fill) => [
    {
      d: poly([
        [-60, -90],
        [60, -90],
        [10, 0],
        [60, 90],
        [-60, 90],
        [-10, 0],
      ]),
      fill,
      ...line,
    },
    {
      d: poly([
        [-30, 80],
        [30, 80],
        [0, 40],
      ]),
      fill: '#ffffff',
      ...line,
    },
  ],
  ice: (fill) => [
    { d: rays(6, 0, 96), stroke: INK, width: 30, round: true },
    { d: rays(6, 0, 96), stroke: fill, width: 16, round: true },
    { d: circle(0, 0, 22), fill, ...line },
  ],
};

/** The element's emblem in its own colour (or `fill`), around (0, 0) in a 200-unit box. */
export function emblem(element: Element, fill = ELEMENT_COLOURS[element][0]): Mark[] {
  return ICONS[element](fill);
}
