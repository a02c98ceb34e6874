import { describe, expect, it } from 'vitest';
import { CHARACTER_ART, renderCharacterArt, type CharacterSketch } from './character.ts';
import { renderChapterCover, renderComicCover } from './covers.ts';
import { elementOf, elementStyle } from './emblems.ts';
import { renderMemberAvatar } from './member.ts';
import { renderBlogArt, renderTimelineArt } from './news.ts';

const sketch: CharacterSketch = {
  id: 'abc123',
  name: 'Agni <Storm>',
  knownAs: 'The Ember & the Ash',
  alignment: 'hero',
  species: 'Human',
  universe: 'Trikaal',
  backdrop: { scene: 'desert', palette: ['#ff7a00', '#1d3fbf'] },
  powers: ['Flame weaving', 'Tidal pull', 'Mind reading'],
};

const titleOf = (svg: string) => /<title>(.*?)<\/title>/.exec(svg)?.[1];

describe('character art', () => {
  it('draws all seven pictures as framed SVG documents with escaped titles', () => {
    for (const art of CHARACTER_ART) {
      const svg = renderCharacterArt(sketch, art);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(titleOf(svg)).toContain('Agni &lt;Storm&gt;');
      expect(svg).not.toContain('<Storm>');
    }
  });

  it('draws the same character the same way every time, and another one differently', () => {
    expect(renderCharacterArt(sketch, 'portrait')).toBe(renderCharacterArt(sketch, 'portrait'));
    expect(renderCharacterArt({ ...sketch, id: 'abc124' }, 'portrait')).not.toBe(
      renderCharacterArt(sketch, 'portrait'),
    );
  });

  it('letters each power picture with its own power', () => {
    expect(renderCharacterArt(sketch, 'power-2')).toContain('TIDAL PULL');
    expect(renderCharacterArt(sketch, 'power-3')).toContain('MIND READING');
  });

  it('sets the banner in the backdrop it is given and names the universe', () => {
    const ocean: CharacterSketch = {
      ...sketch,
      backdrop: { scene: 'ocean', palette: ['#0077b6', '#00c49a'] },
    };
    const banner = renderCharacterArt(sketch, 'banner');
    expect(banner).toContain('TRIKAAL UNIVERSE');
    expect(renderCharacterArt(ocean, 'banner')).not.toBe(banner);
  });
});

describe('emblems', () => {
  it('finds the element of a power by its words, light when none matches', () => {
    expect(elementOf('Flame weaving')).toBe('fire');
    expect(elementOf('Frost bite')).toBe('ice');
    expect(elementOf('Knitting')).toBe('light');
    expect(elementStyle('Flame weaving').icon).not.toContain('FILL');
  });
});

describe('covers, news and members', () => {
  const backdrop = { scene: 'city', palette: ['#ff2d95', '#14c8d4'] } as const;

  it('letters a comic cover with its title, authors and year', () => {
    const svg = renderComicCover({
      id: 'c1',
      title: 'The Monsoon Files',
      backdrop,
      authors: ['Kavya Menon'],
      year: 2024,
    });
    expect(titleOf(svg)).toBe('The Monsoon Files');
    expect(svg).toContain('THE MONSOON');
    expect(svg).toContain('Kavya Menon · 2024');
  });

  it('numbers a chapter thumbnail', () => {
    const svg = renderChapterCover({ id: 'ch1', number: 3, title: 'Rain', backdrop });
    expect(svg).toMatch(/>3<\/text>/);
    expect(svg).toContain('RAIN');
  });

  it('captions blog pictures by category and part', () => {
    const blog = { id: 'b1', title: 'Studio news', category: 'foundation' } as const;
    expect(renderBlogArt(blog, 0)).toContain('FOUNDATION');
    expect(renderBlogArt(blog, 2)).toContain('PART 2');
    expect(titleOf(renderBlogArt(blog, 2))).toBe('Studio news, part 2');
  });

  it('captions a timeline story and badges a member with their initials', () => {
    expect(
      renderTimelineArt({ id: 't1', title: 'First school', eventDate: '2024-01-01' }),
    ).toContain('FIRST SCHOOL');
    expect(renderMemberAvatar({ key: 'team:0', name: 'Aanya Kulkarni' })).toMatch(/>AK<\/text>/);
  });
});
