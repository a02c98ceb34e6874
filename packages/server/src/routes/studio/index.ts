import type { FastifyPluginAsync } from 'fastify';
import { PER_READER } from '../../http/access.ts';
import { setHeadersKeepingVary } from '../../http/vary.ts';
import { auditRoutes } from './audit.ts';
import { studioBlogRoutes } from './blogs.ts';
import { studioCareerRoutes } from './careers.ts';
import { studioCharacterRoutes } from './characters.ts';
import { studioChapterRoutes } from './chapters.ts';
import { studioComicRoutes } from './comics.ts';
import { contentEditRoutes } from './content.ts';
import { hidingRoutes } from './hiding.ts';
import { inboxRoutes } from './inbox.ts';
import { meRoutes } from './me.ts';
import { memberRoutes } from './members.ts';
import { studioMediaRoutes } from './media.ts';
import { moderationRoutes } from './moderation.ts';
import { studioMoneyRoutes } from './money.ts';
import { staffRoutes } from './staff.ts';
import { acceptStudioUploads } from './uploads.ts';

/** The studio's API (issue 18): every route behind requireRole, every write in the audit log. */
export const studioRoutes: FastifyPluginAsync = async (app) => {
  // Answers about people and money: no cache may keep or share them.
  app.addHook('onSend', async (_request, reply) => {
    setHeadersKeepingVary(reply, PER_READER);
  });
  await app.register(meRoutes);
  await app.register(staffRoutes);
  await app.register(auditRoutes);
  await app.register(inboxRoutes);
  await app.register(moderationRoutes);
  await app.register(memberRoutes);
  await app.register(contentEditRoutes);
  // The editor's comics, chapters and pictures: the part of the studio that takes files.
  await app.register(async (uploads) => {
    await acceptStudioUploads(uploads);
    await uploads.register(studioComicRoutes);
    await uploads.register(studioChapterRoutes);
    await uploads.register(studioMediaRoutes);
  });
  await app.register(studioBlogRoutes);
  await app.register(studioCharacterRoutes);
  await app.register(studioCareerRoutes);
  await app.register(studioMoneyRoutes);
  await app.register(hidingRoutes);
};
