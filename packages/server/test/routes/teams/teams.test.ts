import { TEAM_NAMES, type Team } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helpers.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ seed: true });
});
afterAll(() => app.close());

describe('GET /team/getAll', () => {
  it('answers the four teams in About-page order with members (name, img, year)', async () => {
    const res = await app.inject('/team/getAll');
    expect(res.statusCode).toBe(200);
    const teams: Team[] = res.json().data;
    expect(teams.map((t) => t.name)).toEqual([...TEAM_NAMES]);
    for (const team of teams) {
      expect(team.members.length).toBeGreaterThanOrEqual(4);
      team.members.forEach((member, position) => {
        expect(Object.keys(member).sort()).toEqual(['img', 'name', 'year']);
        expect(member.img).toBe(`/media/art/members/${team._id}/${position}.svg`);
        expect(member.year).toMatch(/^20\d\d$/);
      });
    }
  });

  it('serves each member photo as an SVG avatar', async () => {
    const [team] = (await app.inject('/team/getAll')).json().data as Team[];
    const photo = await app.inject(team?.members[0]?.img ?? '');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(photo.body).toContain(team?.members[0]?.name);
    expect((await app.inject(`/media/art/members/${team?._id}/99.svg`)).statusCode).toBe(404);
  });
});
