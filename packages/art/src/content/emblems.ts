import { pointList, starburst } from '../geometry.ts';
import { INK } from './style.ts';

// One bold emblem per kind of power (fire, water, …), drawn around (0, 0) in a 200-unit box.

export interface ElementStyle {
  key: string;
  color: string;
  glow: string;
  icon: string;
}

const stroke = `stroke="${INK}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"`;

const ICONS: Record<string, string> = {
  fire: `<path d="M0,-95 C40,-40 80,-10 60,45 C45,85 -45,85 -60,45 C-75,0 -30,-20 -20,-60 C-5,-30 10,-30 0,-95Z" fill="FILL" ${stroke}/><path d="M0,-10 C20,15 35,30 25,55 C15,75 -15,75 -25,55 C-30,35 -10,25 0,-10Z" fill="#fff3a0" ${stroke}/>`,
  water: `<path d="M0,-95 C35,-40 70,0 70,35 C70,75 38,95 0,95 C-38,95 -70,75 -70,35 C-70,0 -35,-40 0,-95Z" fill="FILL" ${stroke}/><path d="M-35,35 C-35,55 -20,68 0,70" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>`,
  wind: `<path d="M-90,-40 H40 C80,-40 80,-95 45,-95 C20,-95 15,-70 25,-60 M-90,10 H70 C105,10 105,60 70,60 C50,60 42,45 48,35 M-90,60 H0" fill="none" stroke="FILL" stroke-width="22" stroke-linecap="round"/><path d="M-90,-40 H40 C80,-40 80,-95 45,-95 M-90,10 H70 C105,10 105,60 70,60 M-90,60 H0" fill="none" ${stroke}/>`,
  earth: `<polygon points="-95,80 -40,-50 0,10 35,-85 95,80" fill="FILL" ${stroke}/><polygon points="35,-85 55,-40 20,-30" fill="#ffffff" ${stroke}/>`,
  lightning: `<polygon points="15,-100 -60,15 -5,15 -25,100 60,-20 5,-20" fill="FILL" ${stroke}/>`,
  shadow: `<path d="M40,-90 A95,95 0 1,0 40,90 A70,70 0 1,1 40,-90Z" fill="FILL" ${stroke}/>`,
  light: `<g stroke="${INK}" stroke-width="28" stroke-linecap="round">${rays(8, 70, 96)}</g><g stroke="FILL" stroke-width="14" stroke-linecap="round">${rays(8, 70, 96)}</g><circle r="52" fill="FILL" ${stroke}/>`,
  metal: `<path d="${gear()}" fill="FILL" ${stroke}/><circle r="28" fill="#ffffff" ${stroke}/>`,
  mind: `<path d="M-95,0 C-55,-65 55,-65 95,0 C55,65 -55,65 -95,0Z" fill="#ffffff" ${stroke}/><circle r="36" fill="FILL" ${stroke}/><circle r="12" fill="${INK}"/>`,
  nature: `<path d="M-70,80 C-80,-20 -10,-90 85,-85 C85,10 20,85 -70,80Z" fill="FILL" ${stroke}/><path d="M-70,80 C-20,20 20,-20 60,-60" fill="none" ${stroke}/>`,
  space: `<polygon points="${pointList(starburst({ x: 0, y: 0 }, 5, 100, 42, -Math.PI / 2))}" fill="FILL" ${stroke}/>`,
  sound: `<rect x="-90" y="-30" width="40" height="60" fill="FILL" ${stroke}/><polygon points="-50,-30 0,-75 0,75 -50,30" fill="FILL" ${stroke}/><path d="M25,-40 C45,-15 45,15 25,40 M50,-65 C85,-25 85,25 50,65" fill="none" ${stroke}/>`,
  time: `<path d="M-60,-90 H60 L10,0 L60,90 H-60 L-10,0Z" fill="FILL" ${stroke}/><path d="M-30,80 H30 L0,40Z" fill="#ffffff" ${stroke}/>`,
  ice: `<g stroke="${INK}" stroke-width="30" stroke-linecap="round">${rays(6, 0, 96)}</g><g stroke="FILL" stroke-width="16" stroke-linecap="round">${rays(6, 0, 96)}</g><circle r="22" fill="FILL" ${stroke}/>`,
};

const COLORS: Record<string, [string, string]> = {
  fire: ['#ff5a1f', '#ffd23f'],
  water: ['#1e88e5', '#8fd3ff'],
  wind: ['#9be7e1', '#e0fbff'],
  earth: ['#a0612b', '#f2c57c'],
  lightning: ['#ffd60a', '#4361ee'],
  shadow: ['#5a189a', '#c77dff'],
  light: ['#ffbe0b', '#fff3b0'],
  metal: ['#9aa5b1', '#e5e9f0'],
  mind: ['#f72585', '#ffc6e5'],
  nature: ['#38b000', '#ccff33'],
  space: ['#7b2cbf', '#ffd60a'],
  sound: ['#ff006e', '#ffbe0b'],
  time: ['#e09f3e', '#fff1d0'],
  ice: ['#48cae4', '#e0fbfc'],
};

/** Keywords in a power's name that tell which emblem to draw. */
const KEYWORDS: [RegExp, string][] = [
  [/\b(ice|frost|snow|glacier|cold)/i, 'ice'],
  [/flame|fire|heat|ember|phoenix|lava|meteor|molten|plasma|blaze|cinder|solar flare/i, 'fire'],
  [
    /water|tide|tsunami|wave|sea|whale|current|deep|pressure|mist|salt|whirlpool|abyss|ghost ship/i,
    'water',
  ],
  [/wind|cyclone|storm|gale|feather|kite|breath|smoke|fog/i, 'wind'],
  [/earth|stone|quake|rock|sand|crystal|boulder|crater|coal|quarry|blight/i, 'earth'],
  [
    /lightning|thunder|circuit|static|overclock|power drain|electro|grid|signal|digital|machine/i,
    'lightning',
  ],
  [
    /shadow|dark|night|dim|shade|fear|void|eclipse|silhouette|venom|poison|toxin|serpent/i,
    'shadow',
  ],
  [/light|sun|glow|prism|dawn|star eating|golden/i, 'light'],
  [/metal|iron|magnet|blade|rust|nano|armou?r|skin|gadget|drone/i, 'metal'],
  [/mind|tele|illusion|memory|precog|mirage|mimic|charm|empathy|oath|will|voice|reading/i, 'mind'],
  [/root|animal|bark|bloom|vine|tiger|forest|seed|rot/i, 'nature'],
  [/star|gravity|portal|orbit|comet|cosmic|horizon|erasure|armada|constellation|sling/i, 'space'],
  [/sound|echo|raga|silence|drum|song|roar|clap|cry/i, 'sound'],
  [/time|moment|\bage\b|chrono|future|ledger|archive|golem/i, 'time'],
];

export function elementOf(power: string): string {
  return KEYWORDS.find(([pattern]) => pattern.test(power))?.[1] ?? 'light';
}

export function elementStyle(power: string): ElementStyle {
  const key = elementOf(power);
  const [color, glow] = COLORS[key] ?? ['#ffbe0b', '#fff3b0'];
  return { key, color, glow, icon: (ICONS[key] ?? '').replaceAll('FILL', color) };
}

function rays(count: number, from: number, to: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = (Math.PI * 2 * i) / count;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    out += `<line x1="${(c * from).toFixed(1)}" y1="${(s * from).toFixed(1)}" x2="${(c * to).toFixed(1)}" y2="${(s * to).toFixed(1)}"/>`;
  }
  return out;
}

function gear(): string {
  const teeth = 8;
  const out: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const a = (Math.PI * 2 * i) / (teeth * 4);
    const r = i % 4 < 2 ? 92 : 70;
    out.push(`${(Math.cos(a) * r).toFixed(1)},${(Math.sin(a) * r).toFixed(1)}`);
  }
  return `M${out.join(' L')}Z`;
}
