import type { CharacterAlignment } from '@ic/domain';
import { createRandom, type Random } from '../random.ts';
import { ELEMENT_COLOURS, elementOf, type Element } from './emblems.ts';
import { HAIR_COLOURS, PALETTES, SKIN_TONES, tint, type FactionPalette } from './palette.ts';
import type { Setting } from './scenes.ts';

// How a character looks, read from what their biography says (species, build, hair, eyes,
// weapons, powers, faction) and filled in from a PRNG seeded by their id: the same character
// always looks the same, in every picture and on every comic page.

/** What a character's pictures are drawn from. */
export interface CharacterSketch {
  id: string;
  name: string;
  alignment: CharacterAlignment;
  species: string;
  gender: string;
  /** The biography's words, e.g. 'Long black', 'Braided black', 'Shaved'. */
  hair: string;
  eyes: string;
  /** e.g. '5 ft 7 in' and '58 kg': they choose the build. */
  height: string;
  weight: string;
  age: string;
  powers: readonly string[];
  weapon: readonly string[];
  /** Where they come from: the landscape behind them. */
  setting: Setting;
  /** Their faction's colours. */
  palette: FactionPalette;
}

export const BUILDS = ['lean', 'athletic', 'heavy', 'towering', 'small'] as const;
export type Build = (typeof BUILDS)[number];
export const COSTUMES = ['bodysuit', 'armour', 'robe', 'jacket', 'sari', 'kurta'] as const;
export type Costume = (typeof COSTUMES)[number];
export type Cape = 'cape' | 'tattered' | 'stole' | 'none';
export type MaskKind = 'none' | 'domino' | 'cowl' | 'half' | 'visor' | 'veil';
export type HairStyle =
  'short' | 'spiky' | 'long' | 'bun' | 'braid' | 'topknot' | 'bald' | 'curly' | 'wavy';
export type Headgear =
  | 'none'
  | 'crown'
  | 'circlet'
  | 'pagri'
  | 'horns'
  | 'helmet'
  | 'hood'
  | 'headband'
  | 'antenna'
  | 'cobra'
  | 'antlers'
  | 'fins';
export type Expression = 'smile' | 'grim' | 'snarl' | 'smirk';
export type Facial = 'none' | 'moustache' | 'beard';
export type BrowMark = 'none' | 'bindi' | 'tilak' | 'scar';
export const PROPS = [
  'sword',
  'trident',
  'bow',
  'mace',
  'staff',
  'chakra',
  'shield',
  'blaster',
  'whip',
  'spear',
  'dagger',
  'axe',
  'fan',
  'lantern',
  'drum',
  'book',
] as const;
export type Prop = (typeof PROPS)[number];
export const POSES = [
  'stand',
  'hips',
  'raised',
  'cast',
  'guard',
  'crossed',
  'wield',
  'lunge',
] as const;
export type Pose = (typeof POSES)[number];

/** What the body is made of, when it is not ordinary skin. */
export type Body =
  'flesh' | 'machine' | 'stone' | 'spirit' | 'scaled' | 'bark' | 'star' | 'striped';

export interface Look {
  alignment: CharacterAlignment;
  build: Build;
  feminine: boolean;
  body: Body;
  skin: string;
  costume: Costume;
  cape: Cape;
  suit: string;
  trim: string;
  accent: string;
  dark: string;
  mask: MaskKind;
  hair: HairStyle;
  hairColour: string;
  headgear: Headgear;
  facial: Facial;
  brow: BrowMark;
  expression: Expression;
  eyeColour: string;
  /** Eyes that shine: villains, machines and spirits. */
  glowingEyes: boolean;
  prop: Prop | null;
  element: Element;
  /** The element's colour and glow, for effects. */
  power: readonly [string, string];
  /** The stance they are known for. */
  pose: Pose;
}

const inches = (height: string) => {
  const [, ft, inch] = /(\d+)\s*ft\s*(\d+)?/.exec(height) ?? [];
  return ft ? Number(ft) * 12 + Number(inch ?? 0) : null;
};
const kilos = (weight: string) => {
  const [, kg] = /(\d+)\s*kg/.exec(weight) ?? [];
  return kg ? Number(kg) : null;
};

function buildOf(c: CharacterSketch, random: Random): Build {
  if (/giant/i.test(c.species)) return 'towering';
  const tall = inches(c.height);
  const kg = kilos(c.weight);
  const age = Number.parseInt(c.age, 10);
  if (age > 0 && age < 17) return 'small';
  if (tall !== null && tall >= 82) return 'towering';
  if (tall !== null && kg !== null) {
    const bmi = kg / (tall * 0.0254) ** 2;
    if (bmi >= 28) return 'heavy';
    if (bmi < 20) return 'lean';
    return random.chance(0.65) ? 'athletic' : 'lean';
  }
  return random.pick(['lean', 'athletic', 'athletic', 'heavy'] as const);
}

function bodyOf(species: string, powers: readonly string[]): Body {
  if (/android|cyborg|machine|robot/i.test(species)) return 'machine';
  if (/stone|giant/i.test(species)) return 'stone';
  if (/void|cosmic|entity|spirit \(corrupted\)|ghost/i.test(species)) return 'spirit';
  if (/forest spirit/i.test(species)) return 'bark';
  if (/naga|deep one/i.test(species)) return 'scaled';
  if (/star-born/i.test(species)) return 'star';
  if (/shapeshift/i.test(species) && powers.some((p) => /tiger|animal|beast/i.test(p)))
    return 'striped';
  return 'flesh';
}

const BODY_SKINS: Partial<Record<Body, readonly string[]>> = {
  machine: ['#c5ced8', '#9fb0c2', '#d8c7a8'],
  stone: ['#8b8478', '#7b6e5d', '#a09683'],
  spirit: ['#1c1030', '#111a2e', '#2a0f24'],
  bark: ['#6b5135', '#5d6b35'],
  scaled: ['#3f7f73', '#35617f', '#5a7a3a'],
  star: ['#f1e7ff', '#dff4ff'],
};

function hairOf(c: CharacterSketch, feminine: boolean, random: Random): [HairStyle, string] {
  const words = c.hair.toLowerCase();
  const colour = /silver|white/.test(words)
    ? HAIR_COLOURS.white
    : /grey|gray/.test(words)
      ? HAIR_COLOURS.grey
      : /red|ember/.test(words)
        ? HAIR_COLOURS.red
        : /blue/.test(words)
          ? HAIR_COLOURS.blue
          : /green|moss|leaf/.test(words)
            ? HAIR_COLOURS.green
            : /brown|auburn/.test(words)
              ? random.pick([HAIR_COLOURS.brown, HAIR_COLOURS.auburn])
              : HAIR_COLOURS.black;
  if (/shav|bald|none/.test(words)) return ['bald', colour];
  if (/braid/.test(words)) return ['braid', colour];
  if (/bun/.test(words)) return ['bun', colour];
  if (/curl/.test(words)) return ['curly', colour];
  if (/wav/.test(words)) return ['wavy', colour];
  if (/long/.test(words)) return [random.pick(['long', 'braid'] as const), colour];
  if (/short|crop/.test(words)) return [random.pick(['short', 'spiky'] as const), colour];
  const styles: readonly HairStyle[] = feminine
    ? ['long', 'long', 'braid', 'bun', 'wavy', 'short', 'curly']
    : ['short', 'short', 'spiky', 'wavy', 'curly', 'topknot', 'bald', 'long'];
  return [random.pick(styles), colour];
}

const PROP_WORDS: [RegExp, Prop][] = [
  [/trishul|trident|trishool/i, 'trident'],
  [/chakra|chakram|disc|ring/i, 'chakra'],
  [/bow|arrow/i, 'bow'],
  [/mace|gada|hammer|club/i, 'mace'],
  [/lathi|staff|rod|cane|sceptre|scepter/i, 'staff'],
  [/shield/i, 'shield'],
  [/blaster|pistol|gun|cannon|rifle|gauntlet/i, 'blaster'],
  [/whip|urumi|chain|lash|rope|net/i, 'whip'],
  [/spear|lance|javelin|harpoon/i, 'spear'],
  [/dagger|kataar|knife|kukri|dart/i, 'dagger'],
  [/axe/i, 'axe'],
  [/sword|talwar|blade|sabre|saber|katana/i, 'sword'],
  [/fan/i, 'fan'],
  [/lantern|lamp|torch/i, 'lantern'],
  [/dhol|drum|conch|horn|bell/i, 'drum'],
  [/book|ledger|scroll|map|rosary/i, 'book'],
];

export function propOf(weapon: readonly string[]): Prop | null {
  for (const w of weapon) {
    const found = PROP_WORDS.find(([pattern]) => pattern.test(w));
    if (found) return found[1];
  }
  return null;
}

function costumeOf(c: CharacterSketch, body: Body, feminine: boolean, random: Random): Costume {
  if (body === 'machine') return random.pick(['armour', 'bodysuit'] as const);
  if (body === 'stone' || body === 'bark') return random.pick(['robe', 'armour', 'kurta'] as const);
  if (body === 'spirit') return 'robe';
  const bySetting: Record<Setting['scene'], readonly Costume[]> = {
    city: ['jacket', 'jacket', 'bodysuit', 'bodysuit', 'kurta'],
    space: ['bodysuit', 'bodysuit', 'armour', 'jacket'],
    desert: ['kurta', 'armour', 'robe', 'bodysuit'],
    temple: ['kurta', 'robe', 'armour', 'bodysuit'],
    forest: ['kurta', 'jacket', 'robe', 'armour'],
    ocean: ['bodysuit', 'armour', 'kurta', 'robe'],
  };
  const options = [...bySetting[c.setting.scene]];
  if (feminine) options.push('sari', 'sari');
  if (c.alignment === 'villain') options.push('armour', 'robe');
  if (c.alignment === 'hero') options.push('bodysuit');
  return random.pick(options);
}

function maskOf(alignment: CharacterAlignment, body: Body, random: Random): MaskKind {
  if (body === 'machine') return random.pick(['visor', 'none'] as const);
  if (body !== 'flesh' && body !== 'striped') return 'none';
  const options: Record<CharacterAlignment, readonly MaskKind[]> = {
    hero: ['none', 'none', 'domino', 'domino', 'cowl', 'visor'],
    middle: ['none', 'none', 'half', 'half', 'domino', 'visor'],
    villain: ['none', 'none', 'veil', 'cowl', 'half', 'visor'],
  };
  return random.pick(options[alignment]);
}

function headgearOf(c: CharacterSketch, body: Body, mask: MaskKind, random: Random): Headgear {
  if (/naga/i.test(c.species)) return 'cobra';
  if (body === 'bark') return 'antlers';
  if (/deep one/i.test(c.species)) return 'fins';
  if (body === 'machine') return random.pick(['antenna', 'none', 'helmet'] as const);
  if (mask === 'cowl') return 'none';
  const options: Record<CharacterAlignment, readonly Headgear[]> = {
    hero: ['none', 'none', 'none', 'circlet', 'headband', 'helmet', 'pagri'],
    middle: ['none', 'none', 'hood', 'hood', 'headband', 'pagri'],
    villain: ['none', 'crown', 'horns', 'horns', 'hood', 'helmet', 'crown'],
  };
  return random.pick(options[c.alignment]);
}

function eyeColourOf(eyes: string, alignment: CharacterAlignment, palette: FactionPalette): string {
  if (alignment === 'villain') return palette.glow;
  const words = eyes.toLowerCase();
  if (/glow|blue/.test(words)) return '#7fe7ff';
  if (/gold|amber|ember/.test(words)) return '#ffc53d';
  if (/violet/.test(words)) return '#c9a0ff';
  if (/green/.test(words)) return '#7ee081';
  if (/silver|grey/.test(words)) return '#d7dde5';
  return '#ffffff';
}

const SIGNATURE_POSES: Record<CharacterAlignment, readonly Pose[]> = {
  hero: ['hips', 'raised', 'stand', 'wield', 'guard', 'cast'],
  middle: ['crossed', 'stand', 'wield', 'guard', 'hips'],
  villain: ['crossed', 'cast', 'wield', 'stand', 'crossed', 'raised'],
};

export function lookOf(c: CharacterSketch): Look {
  const random = createRandom(`look:${c.id}`);
  const feminine =
    /female|woman|girl/i.test(c.gender) || (!/male/i.test(c.gender) && random.chance(0.5));
  const body = bodyOf(c.species, c.powers);
  const build = buildOf(c, random);
  const skins = BODY_SKINS[body];
  const skin = skins ? random.pick(skins) : random.pick(SKIN_TONES);
  const element = elementOf(c.powers[0] ?? '');
  const [hair, hairColour] = hairOf(c, feminine, random);
  const mask = maskOf(c.alignment, body, random);
  const headgear = headgearOf(c, body, mask, random);
  const costume = costumeOf(c, body, feminine, random);
  // Two characters of one faction share its colours but not always in the same places.
  const swap = random.chance(0.3);
  const { palette } = c;
  const prop = propOf(c.weapon);
  const age = Number.parseInt(c.age, 10);
  return {
    alignment: c.alignment,
    build,
    feminine,
    body,
    skin,
    costume,
    cape:
      costume === 'robe' || costume === 'sari'
        ? random.pick(['none', 'stole'] as const)
        : c.alignment === 'villain'
          ? random.pick(['cape', 'cape', 'tattered', 'none'] as const)
          : c.alignment === 'middle'
            ? random.pick(['tattered', 'stole', 'none', 'none'] as const)
            : random.pick(['cape', 'cape', 'stole', 'none'] as const),
    suit: swap ? tint(palette.suit, -0.15) : palette.suit,
    trim: palette.trim,
    accent: palette.accent,
    dark: palette.dark,
    mask,
    hair: headgear === 'helmet' || headgear === 'hood' || mask === 'cowl' ? 'short' : hair,
    hairColour,
    headgear,
    facial:
      feminine || body !== 'flesh' || build === 'small'
        ? 'none'
        : random.pick(
            age > 40
              ? (['beard', 'moustache', 'none'] as const)
              : (['none', 'none', 'moustache', 'beard'] as const),
          ),
    brow: random.pick(
      feminine
        ? (['bindi', 'none', 'none', 'tilak'] as const)
        : (['none', 'none', 'tilak', 'scar'] as const),
    ),
    expression:
      c.alignment === 'villain'
        ? random.pick(['snarl', 'smirk', 'grim'] as const)
        : c.alignment === 'middle'
          ? random.pick(['smirk', 'grim'] as const)
          : random.pick(['smile', 'grim', 'smile'] as const),
    eyeColour: body === 'spirit' ? palette.glow : eyeColourOf(c.eyes, c.alignment, palette),
    glowingEyes: c.alignment === 'villain' || body === 'spirit' || body === 'machine',
    prop,
    element,
    power: ELEMENT_COLOURS[element],
    pose: random.pick(SIGNATURE_POSES[c.alignment]),
  };
}

/** A palette for a faction we know nothing else about: the same name always gets the same. */
export function paletteFor(alignment: CharacterAlignment, faction: string): FactionPalette {
  const options = PALETTES[alignment];
  return options[createRandom(`faction:${faction}`).int(0, options.length - 1)] ?? options[0]!;
}

/** The colour of a hand: gloved in a suit or armour, bare otherwise. */
export function handColour(look: Pick<Look, 'costume' | 'trim' | 'skin'>): string {
  return look.costume === 'bodysuit' || look.costume === 'armour' ? look.trim : look.skin;
}
