import type { FastifyInstance } from 'fastify';
import { blogRoutes } from '../blogs/index.ts';
import { careerRoutes } from '../careers/index.ts';
import { characterRoutes } from '../characters/index.ts';
import { comicRoutes } from '../comics/index.ts';
import { mediaRoutes } from '../media/index.ts';
import { teamRoutes } from '../teams/index.ts';
import { timelineRoutes } from '../timeline/index.ts';

/** Every content area: characters, comics, blogs, careers, timeline, teams and media. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(characterRoutes);
  await app.register(comicRoutes);
  await app.register(blogRoutes);
  await app.register(careerRoutes);
  await app.register(timelineRoutes);
  await app.register(teamRoutes);
  await app.register(mediaRoutes);
}
