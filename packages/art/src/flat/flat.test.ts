import { describe, expect, it } from 'vitest';
import { heroArt } from './hero.ts';
import { characterArt, storyArt } from './lettered.ts';
import { motifArt } from './motifs.ts';
import { bright, BRIGHTS } from './palette.ts';
import { panelArt } from './panel.ts';

const markup = (uri: string) => {
  expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
  return decodeURIComponent(uri.slice(uri.indexOf(',') + 1));
};
const viewBox = (uri: string) => /viewBox="([^"]+)"/.exec(markup(uri))?.[1];

describe('flat art', () => {
  it('takes the bright inks in turn for any seed', () => {
    expect(bright(0)).toBe(BRIGHTS[0]);
    expect(bright(BRIGHTS.length + 1)).toBe(BRIGHTS[1]);
    expect(BRIGHTS).toContain(bright(4_294_967_295));
  });

  it('draws every motif in both shapes, varied by seed', () => {
    expect(viewBox(motifArt('storm'))).toBe('0 0 640 360');
    expect(viewBox(motifArt('crown', 1, 'square'))).toBe('0 0 400 400');
    expect(motifArt('hero', 1)).not.toBe(motifArt('hero', 2));
    expect(motifArt('hero', 1)).toBe(motifArt('hero', 1));
  });

  it('draws a masked hero in portrait or as a wide banner', () => {
    expect(viewBox(heroArt(3))).toBe('0 0 200 260');
    expect(viewBox(heroArt(3, true))).toBe('0 0 320 180');
    expect(markup(heroArt(3)).match(/<rect/g)).toHaveLength(2);
  });

  it('letters stand-in characters, the same label always alike', () => {
    expect(markup(storyArt('agni storm'))).toMatch(/>A<\/text>/);
    expect(storyArt('Agni')).toBe(storyArt('Agni'));
    expect(storyArt('Agni')).not.toBe(storyArt('Bhairav'));
    expect(viewBox(storyArt('Agni', 'cover'))).toBe('0 0 240 320');
    expect(markup(characterArt('<', '#c81e3a', 'banner'))).toContain('>&lt;</text>');
    expect(viewBox(characterArt('A', '#c81e3a', 'story'))).toBe('0 0 450 300');
  });

  it('puts the word in the panel burst', () => {
    const panel = markup(panelArt(2, 'POW!'));
    expect(panel).toMatch(/>POW!<\/text>/);
    expect(panel.match(/<circle/g)).toHaveLength(40);
  });
});
