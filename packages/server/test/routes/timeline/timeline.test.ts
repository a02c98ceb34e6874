import { LONG_MONTHS, type TimelineStory } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers.ts';

let app: FastifyInstance;
let all: TimelineStory[];

beforeAll(async () => {
  app = await buildTestApp({ seed: true });
  all = (await app.inject('/timeline/getAll')).json().data;
});
afterAll(() => app.close());

/** The original site's fields, as they follow from the story's date and place. */
function expectNumbered(stories: TimelineStory[]) {
  const places = new Map<string, number>();
  for (const story of stories) {
    const [year, month] = story.eventDate.split('-').map(Number);
    const place = (places.get(story.category) ?? 0) + 1;
    places.set(story.category, place);
    expect(story, story.title).toMatchObject({
      year,
      month: LONG_MONTHS[(month ?? 0) - 1],
      eventNumber: place,
    });
  }
}

describe('GET /timeline/getAll', () => {
  it("answers at least 6 'Support Us' stories, oldest first, with images", () => {
    const supportUs = all.filter((s) => s.category === 'Support Us');
    expect(supportUs.length).toBeGreaterThanOrEqual(6);
    const dates = all.map((s) => s.eventDate);
    expect(dates).toEqual([...dates].sort());
    for (const story of all) {
      expect(story.eventDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(story.imageUrl).toBe(`/media/art/timeline/${story._id}/image.svg`);
      expect(story.description.length).toBeGreaterThan(20);
    }
  });

  it('gives each story its month, year and eventNumber (its place in its category)', () => {
    expectNumbered(all);
    // Support Us dates count back from the seeding day: read the month and year from the date.
    const first = all.find((s) => s.category === 'Support Us');
    const date = new Date(`${first?.eventDate}T00:00:00Z`);
    expect(first).toMatchObject({
      month: new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(date),
      year: date.getUTCFullYear(),
    });
    expect(first?.eventNumber).toBe(1);
  });
});

describe('GET /timeline/aboutUs/getAllAbout', () => {
  it("answers the 'About Us' stories only, oldest first, numbered from 1", async () => {
    const res = await app.inject('/timeline/aboutUs/getAllAbout');
    expect(res.statusCode).toBe(200);
    const about: TimelineStory[] = res.json().data;
    expect(about.length).toBeGreaterThanOrEqual(3);
    expect(about).toEqual(all.filter((s) => s.category === 'About Us'));
    expect(about.map((s) => s.eventNumber)).toEqual(about.map((_, i) => i + 1));
    expectNumbered(about);
  });
});
