import { describe, expect, it } from 'vitest';
import { MERCH_PRICE, MERCH_TAGS } from '../constants/shop.ts';
import { HOME_HERO_TITLE, HOME_SLIDES, MERCH_SAMPLES, SPOTLIGHT_SAMPLES } from './home.ts';

describe('home samples (spec section 2)', () => {
  it("has five hero slides titled 'Rise of the Eternal Storm', each with Read Now", () => {
    expect(HOME_HERO_TITLE).toBe('Rise of the Eternal Storm');
    expect(HOME_SLIDES).toHaveLength(5);
    for (const slide of HOME_SLIDES) {
      expect(slide).toMatchObject({ title: HOME_HERO_TITLE, button: 'Read Now' });
    }
    expect(new Set(HOME_SLIDES.map((slide) => slide.key)).size).toBe(5);
    expect(new Set(HOME_SLIDES.map((slide) => slide.label)).size).toBe(5);
  });

  it('has three spotlight cards, the first a NEW RELEASE', () => {
    expect(SPOTLIGHT_SAMPLES).toHaveLength(3);
    expect(SPOTLIGHT_SAMPLES.map((item) => item.tag)).toEqual([
      'NEW RELEASE',
      undefined,
      undefined,
    ]);
    expect(new Set(SPOTLIGHT_SAMPLES.map((item) => item.id)).size).toBe(3);
  });

  it('has three merchandise cards at 599 rupees, one per tag', () => {
    expect(MERCH_SAMPLES.map((item) => item.tag)).toEqual([...MERCH_TAGS]);
    expect(MERCH_SAMPLES.every((item) => item.price === MERCH_PRICE && item.price === 599)).toBe(
      true,
    );
  });
});
