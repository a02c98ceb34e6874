import type { CharacterAlignment } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { CHARACTER_ART, renderCharacterArt } from './character.ts';
import { COVER_LAYOUTS, coverLayoutOf, renderComicCover } from './covers.ts';
import { elementOf } from './emblems.ts';
import { FOCUS, objectPosition } from './focus.ts';
import { lookOf, type CharacterSketch } from './look.ts';
import { renderMemberAvatar } from './member.ts';
import { NEWS_PICTURES, renderNewsArt, renderTimelineArt } from './news.ts';
import { PALETTES } from './palette.ts';
import { renderPanelArt, SHOTS } from './panels.ts';
import { SCENE_KINDS } from './scenes.ts';

const sketch: CharacterSketch = {
  id: 'abc123',
  name: 'Agni <Storm>',
  alignment: 'hero',
  species: 'Human',
  gender: 'Female',
  hair: 'Long black',
  eyes: 'Amber',
  height: '5 ft 7 in',
  weight: '58 kg',
  age: '24',
  powers: ['Flame weaving', 'Tidal pull', 'Mind reading'],
  weapon: ['Ember Chakram'],
  setting: { scene: 'desert', palette: ['#ff7a00', '#1d3fbf'] },
  palette: PALETTES.hero[0]!,
};

const titleOf = (svg: string) => /<title>(.*?)<\/title>/.exec(svg)?.[1];

/** A spread of characters like the seeded world's: every side, setting and body. */
function cast(count: number): CharacterSketch[] {
  const sides: CharacterAlignment[] = ['hero', 'middle', 'villain'];
  const species = ['Human', 'Human', 'Human', 'Cyborg', 'Naga', 'Stone Giant', 'Star-born'];
  const weapons = [
    'Steel Talwar',
    'Coral Trident',
    'Living Bow',
    'Magnetic Gada',
    'Thorn Staff',
    'Granite Shield',
    'Chain Urumi',
    'Comet Lance',
    'Twin Kataar',
    'Frost Axe',
    'Mirror Fan',
    'Thunder Dhol',
    'Copper Lathi',
    'Arc Gauntlet',
  ];
  return Array.from({ length: count }, (_, i) => {
    const alignment = sides[i % 3]!;
    return {
      ...sketch,
      id: `c${i}`,
      alignment,
      species: species[i % species.length]!,
      gender: i % 2 ? 'Male' : 'Female',
      hair: '',
      height: '',
      weight: '',
      age: String(18 + (i % 50)),
      weapon: [weapons[i % weapons.length]!],
      setting: { scene: SCENE_KINDS[i % SCENE_KINDS.length]!, palette: ['#ff7a00', '#1d3fbf'] },
      palette: PALETTES[alignment][i % PALETTES[alignment].length]!,
    };
  });
}

describe('character art', () => {
  it('draws all seven pictures as SVG documents with escaped titles and no lettering', () => {
    for (const art of CHARACTER_ART) {
      const svg = renderCharacterArt(sketch, art);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(titleOf(svg)).toContain('Agni &lt;Storm&gt;');
      expect(svg).not.toContain('<Storm>');
      // Names and captions are the page's HTML, never pixels in the art.
      expect(svg).not.toContain('<text');
      // Small enough to draw on request and send compressed (the three-panel storyline is the largest).
      expect(svg.length, art).toBeLessThan(80_000);
    }
  });

  it('draws the same character the same way every time, and another one differently', () => {
    expect(renderCharacterArt(sketch, 'portrait')).toBe(renderCharacterArt(sketch, 'portrait'));
    expect(renderCharacterArt({ ...sketch, id: 'abc124' }, 'portrait')).not.toBe(
      renderCharacterArt(sketch, 'portrait'),
    );
  });

  it('keeps everything inside the picture, whatever box shows it', () => {
    expect(renderCharacterArt(sketch, 'banner')).toContain('<g clip-path="url(#frame)">');
  });
});

describe('looks', () => {
  it('reads the biography: hair, weapon, species, build and power', () => {
    const look = lookOf(sketch);
    expect(look.prop).toBe('chakra');
    expect(look.element).toBe('fire');
    expect(look.feminine).toBe(true);
    expect(lookOf({ ...sketch, hair: 'Shaved' }).hair).toBe('bald');
    expect(lookOf({ ...sketch, species: 'Android' }).body).toBe('machine');
    expect(lookOf({ ...sketch, species: 'Naga' }).headgear).toBe('cobra');
    expect(lookOf({ ...sketch, height: '7 ft 6 in', weight: '240 kg' }).build).toBe('towering');
    expect(lookOf({ ...sketch, height: '5 ft 8 in', weight: '105 kg' }).build).toBe('heavy');
    expect(lookOf({ ...sketch, age: '12' }).build).toBe('small');
  });

  it('tells the sides apart: villains have glowing eyes and dark colours, heroes neither', () => {
    for (const c of cast(60)) {
      const look = lookOf(c);
      if (c.alignment === 'villain') expect(look.glowingEyes).toBe(true);
      if (c.alignment === 'hero' && look.body === 'flesh') expect(look.glowingEyes).toBe(false);
      expect(PALETTES[c.alignment].map((p) => p.suit)).toContain(c.palette.suit);
    }
  });

  it('has range: builds, costumes, props, skin tones, hair and headgear vary across a cast', () => {
    const looks = cast(240).map(lookOf);
    const kinds = (pick: (l: (typeof looks)[number]) => string | null) =>
      new Set(looks.map(pick)).size;
    expect(kinds((l) => l.build)).toBeGreaterThanOrEqual(3);
    expect(kinds((l) => l.costume)).toBe(6);
    expect(kinds((l) => l.prop)).toBeGreaterThanOrEqual(12);
    expect(kinds((l) => l.skin)).toBeGreaterThanOrEqual(10);
    expect(kinds((l) => l.hair)).toBeGreaterThanOrEqual(7);
    expect(kinds((l) => l.headgear)).toBeGreaterThanOrEqual(8);
    expect(kinds((l) => l.mask)).toBe(6);
    expect(kinds((l) => l.pose)).toBeGreaterThanOrEqual(6);
    // A sari is one of the costumes, for characters drawn as women.
    expect(looks.filter((l) => l.costume === 'sari').every((l) => l.feminine)).toBe(true);
  });
});

describe('emblems', () => {
  it('finds the element of a power by its words, light when none matches', () => {
    expect(elementOf('Flame weaving')).toBe('fire');
    expect(elementOf('Frost bite')).toBe('ice');
    expect(elementOf('Knitting')).toBe('light');
  });
});

describe('covers', () => {
  const cover = {
    id: 'c1',
    title: 'The Monsoon Files',
    setting: { scene: 'city', palette: ['#ff2d95', '#14c8d4'] },
    cast: cast(4),
  } as const;

  it('composes the cast in its world, without lettering: the title is HTML over the logo block', () => {
    const svg = renderComicCover(cover);
    expect(titleOf(svg)).toBe('The Monsoon Files, cover');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('MONSOON');
    expect(svg).toBe(renderComicCover(cover));
  });

  it('picks a layout its cast can fill', () => {
    const layouts = new Set(
      Array.from({ length: 40 }, (_, i) => coverLayoutOf({ ...cover, id: `c${i}` })),
    );
    expect([...layouts].sort()).toEqual([...COVER_LAYOUTS].sort());
    const heroesOnly = { ...cover, cast: cast(2).slice(0, 1) };
    expect(coverLayoutOf(heroesOnly)).toBe('lone');
  });
});

describe('panels, news and members', () => {
  const setting = { scene: 'forest', palette: ['#2f9e44', '#c2410c'] } as const;

  it('draws every shot of a panel, the same for the same key', () => {
    for (const shot of SHOTS) {
      const panel = { key: 'k', setting, time: 'day', shot, cast: cast(3) } as const;
      const svg = renderPanelArt(panel, 'Chapter 1');
      expect(titleOf(svg)).toBe('Chapter 1');
      expect(svg).toBe(renderPanelArt(panel, 'Chapter 1'));
      expect(svg).not.toContain('<text');
    }
  });

  it('draws a picture for every kind of news, varied by key', () => {
    for (const kind of NEWS_PICTURES) {
      const one = renderNewsArt({ key: 'a', kind, setting, cast: cast(2) }, 'Studio news');
      expect(one).not.toContain('<text');
      expect(one).not.toBe(
        renderNewsArt({ key: 'b', kind, setting, cast: cast(2) }, 'Studio news'),
      );
    }
  });

  it('pictures a timeline story and badges a member with their initials', () => {
    expect(titleOf(renderTimelineArt({ id: 't1', title: 'First school' }))).toBe('First school');
    expect(renderMemberAvatar({ key: 'team:0', name: 'Aanya Kulkarni' })).toMatch(/>AK<\/text>/);
  });

  it('gives a frame the focal point to crop around', () => {
    expect(objectPosition(FOCUS.banner)).toBe('72% 42%');
  });
});
