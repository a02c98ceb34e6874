import type { TimelineStory } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ seed: true });
});
afterAll(() => app.close());

describe('GET /timeline/getAll', () => {
  it("answers at least 6 'Support Us' stories, oldest first, with images", async () => {
    const res = await app.inject('/timeline/getAll');
    expect(res.statusCode).toBe(200);
    const stories: TimelineStory[] = res.json().data;
    const supportUs = stories.filter((s) => s.category === 'Support Us');
    expect(supportUs.length).toBeGreaterThanOrEqual(6);
    const dates = stories.map((s) => s.eventDate);
    expect(dates).toEqual([...dates].sort());
    for (const story of stories) {
      expect(story.eventDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(story.imageUrl).toBe(`/media/art/timeline/${story._id}/image.svg`);
      expect(story.description.length).toBeGreaterThan(20);
    }
  });
});
