import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpReader } from '../../access.ts';
import { buildTestApp } from '../../helpers.ts';
import { signUpStaff, studio } from './staff.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

it("answers the caller's own roles, and 403 for an account holding none", async () => {
  const staff = await signUpStaff(app, ['moderator', 'support']);
  const res = await studio(app, 'GET', '/api/studio/me', staff.credentials);
  expect(res.statusCode).toBe(200);
  expect([...res.json().data.roles].sort()).toEqual(['moderator', 'support']);

  const member = await signUpReader(app);
  expect((await studio(app, 'GET', '/api/studio/me', member.credentials)).statusCode).toBe(403);
});
