import { describe, expect, it } from 'vitest';
import { sampleContent, sampleWorld } from '../../../src/content/sample/index.ts';
import { LETTERING, PAGE } from '../../../src/content/sample/pages/draw.ts';
import {
  pageCountOf,
  planChapter,
  type ChapterCast,
} from '../../../src/content/sample/pages/plan.ts';
import { universeNamed } from '../../../src/content/sample/world.ts';

const SEEDED = new Date('2026-11-24T10:00:00.000Z');
/** The narrowest display the spec reads a page on, and the smallest letter it allows there. */
const PHONE_WIDTH = 390;
const SMALLEST_CSS_PX = 12;

describe('a sample chapter page', () => {
  it('letters at 12 CSS px or more when the page is shown 390 px wide', () => {
    const scale = PHONE_WIDTH / PAGE.width;
    expect(LETTERING.min * scale).toBeCloseTo(SMALLEST_CSS_PX);
    const { min, ...sizes } = LETTERING;
    for (const [use, size] of Object.entries(sizes)) {
      expect(size, use).toBeGreaterThanOrEqual(min);
      expect(size * scale, use).toBeGreaterThanOrEqual(SMALLEST_CSS_PX);
    }
  });
});

describe('a sample chapter plan', () => {
  const world = sampleWorld(SEEDED);
  const chapters = world.comics.flatMap((comic) =>
    comic.chapters.map((chapter) => {
      const name = (i: number) => world.cast[i]?.name ?? '';
      const names = (role: string) =>
        chapter.appearances.filter((a) => a.role === role).map((a) => name(a.cast));
      const cast: ChapterCast = {
        hero: name(comic.leads[0]),
        ally: name(comic.leads[1]),
        villain: name(comic.leads[2]),
        support: names('support'),
        cameos: names('cameo'),
      };
      const places = universeNamed(comic.script.universe).places.map((p) => p.name);
      const plan = planChapter(comic.script, chapter.number - 1, places, cast);
      return {
        comic,
        chapter,
        plan,
        present: new Set(chapter.appearances.map((a) => name(a.cast))),
      };
    }),
  );

  it('tells a story: a splash page, then pages of panels with captions, balloons and action', () => {
    for (const { chapter, plan } of chapters) {
      const panels = plan.pages.flatMap((p) => p.panels);
      expect(pageCountOf(plan), chapter.title).toBeGreaterThanOrEqual(3);
      expect(panels[0]?.shot, chapter.title).toBe('establishing');
      expect(
        panels.some((p) => p.caption),
        chapter.title,
      ).toBe(true);
      expect(panels.filter((p) => p.lines.length > 0).length, chapter.title).toBeGreaterThanOrEqual(
        3,
      );
      expect(
        panels.some((p) => p.shot === 'action' && p.sfx),
        chapter.title,
      ).toBe(true);
      for (const page of plan.pages) {
        expect(
          page.heights.reduce((a, b) => a + b, 0),
          chapter.title,
        ).toBeCloseTo(1);
        expect(page.heights).toHaveLength(page.panels.length);
      }
    }
  });

  it('only lets characters who appear in the chapter speak or be drawn in it', () => {
    for (const { chapter, plan, present } of chapters) {
      for (const panel of plan.pages.flatMap((p) => p.panels)) {
        for (const [speaker, text] of panel.lines) {
          expect(present.has(speaker), `${chapter.title}: ${speaker}`).toBe(true);
          expect(text, chapter.title).not.toMatch(/[{}]/);
        }
        for (const who of panel.cast)
          expect(present.has(who), `${chapter.title}: ${who}`).toBe(true);
        expect(panel.caption ?? '', chapter.title).not.toMatch(/[{}]/);
      }
    }
  });

  it('has as many pages as the stored chapter says (counted before anyone was cast)', () => {
    const stored = sampleContent(SEEDED).chapters;
    for (const { comic, chapter, plan } of chapters) {
      const row = stored.find((c) => c.title === chapter.title && c.number === chapter.number);
      expect(row?.pageCount, `${comic.script.title} ${chapter.number}`).toBe(pageCountOf(plan));
    }
  });

  it('closes a complete comic with "The end." and every other chapter with a promise', () => {
    for (const { comic, chapter, plan } of chapters) {
      const last = comic.script.status === 'complete' && chapter.number === comic.chapters.length;
      expect(plan.closing).toBe(last ? 'The end.' : 'To be continued…');
    }
  });
});
