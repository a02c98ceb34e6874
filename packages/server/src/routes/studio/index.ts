import type { FastifyPluginAsync } from 'fastify';
import { PER_READER } from '../../http/access.ts';
import { setHeadersKeepingVary } from '../../http/vary.ts';
import { auditRoutes } from './audit.ts';
import { studioChapterRoutes } from './chapters.ts';
import { studioComicRoutes } from './comics.ts';
import { contentEditRoutes } from './content.ts';
import { inboxRoutes } from './inbox.ts';
import { meRoutes } from './me.ts';
import { memberRoutes } from './members.ts';
import { moderationRoutes } from './moderation.ts';
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
  // The editor's comics and chapters, the one part of the studio that takes files.
  await app.register(async (uploads) => {
    await acceptStudioUploads(uploads);
    await uploads.register(studioComicRoutes);
    await uploads.register(studioChapterRoutes);
  });
};
