import {
  STUDIO_MESSAGES,
  staffInviteSchema,
  staffMemberSchema,
  staffRolesSchema,
  type StaffMember,
} from '@ic/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../http/envelope.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { requireRole } from '../../plugins/roles.ts';
import { isUniqueViolation } from '../../repositories/errors.ts';
import { grantRoles, keepRoles, listStaff, staffMember } from '../../repositories/staff.ts';
import { findUserByEmail } from '../../repositories/users.ts';
import { audit } from '../../studio/audit.ts';
import { grantStaff } from '../../studio/staff-accounts.ts';
import { guarded, TAGS, userParams } from './schemas.ts';

const adminOnly = requireRole('admin');

/** The state an audit entry keeps of a member of staff: who and which roles. */
const snapshot = (member: StaffMember | undefined) =>
  member ? { email: member.email, roles: member.roles } : null;

/** Admin: invite, list, change the roles of and remove staff. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/studio/staff',
    {
      preValidation: adminOnly,
      schema: {
        tags: TAGS,
        summary: 'Everyone holding a studio role, by email (admin)',
        response: { 200: envelopeOf(z.array(staffMemberSchema)), ...guarded },
      },
    },
    async () => ok(await listStaff(app.db)),
  );

  app.post(
    '/api/studio/staff',
    {
      preValidation: adminOnly,
      schema: {
        tags: TAGS,
        summary:
          'Invite staff: grants the roles (making the account when there is none) and mails a set-password link (admin)',
        body: staffInviteSchema,
        response: { 201: envelopeOf(staffMemberSchema), ...guarded },
      },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const { email, name, roles } = request.body;
      const inviteOnce = () =>
        app.db.transaction().execute(async (trx) => {
          const account = await findUserByEmail(trx, email);
          const existing = account && (await staffMember(trx, account.id));
          const { user } = await grantStaff(
            trx,
            { mailer: app.mailer, publicUrl: app.config.publicUrl },
            { email, name, roles, grantedBy: admin.id },
            app.now(),
          );
          const after = await staffMember(trx, user.id);
          await audit(trx, request, {
            action: 'staff.invite',
            target: { kind: 'user', id: user.id },
            before: snapshot(existing),
            after: snapshot(after),
          });
          return after;
        });
      // Two invitations of one new address at once both try to make its account; the one that
      // loses the race runs again and finds the account the other made.
      const member = await inviteOnce().catch((error: unknown) => {
        if (isUniqueViolation(error)) return inviteOnce();
        throw error;
      });
      if (!member) throw notFound(STUDIO_MESSAGES.notStaff);
      return reply.code(201).send(ok(member, STUDIO_MESSAGES.staffInvited));
    },
  );

  app.put(
    '/api/studio/staff/:userId',
    {
      preValidation: adminOnly,
      schema: {
        tags: TAGS,
        summary: "Replace a staff member's roles (admin; not one's own admin role)",
        params: userParams,
        body: staffRolesSchema,
        response: { 200: envelopeOf(staffMemberSchema), ...guarded },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const { userId } = request.params;
      const { roles } = request.body;
      if (userId === admin.id && !roles.includes('admin')) {
        throw conflict(STUDIO_MESSAGES.ownAdminRole);
      }
      const member = await app.db.transaction().execute(async (trx) => {
        const before = await staffMember(trx, userId);
        if (!before) throw notFound(STUDIO_MESSAGES.notStaff);
        await keepRoles(trx, userId, roles);
        await grantRoles(trx, userId, roles, admin.id, app.now());
        const after = await staffMember(trx, userId);
        await audit(trx, request, {
          action: 'staff.roles',
          target: { kind: 'user', id: userId },
          before: snapshot(before),
          after: snapshot(after),
        });
        return after;
      });
      if (!member) throw notFound(STUDIO_MESSAGES.notStaff);
      return ok(member, STUDIO_MESSAGES.rolesSaved);
    },
  );

  app.delete(
    '/api/studio/staff/:userId',
    {
      preValidation: adminOnly,
      schema: {
        tags: TAGS,
        summary: 'Take every role from a member of staff (admin; not oneself)',
        params: userParams,
        response: { 200: envelopeOf(z.null()), ...guarded },
      },
    },
    async (request) => {
      const { userId } = request.params;
      if (userId === currentUser(request).id) throw conflict(STUDIO_MESSAGES.ownAdminRole);
      await app.db.transaction().execute(async (trx) => {
        const before = await staffMember(trx, userId);
        if (!before) throw notFound(STUDIO_MESSAGES.notStaff);
        await keepRoles(trx, userId, []);
        await audit(trx, request, {
          action: 'staff.remove',
          target: { kind: 'user', id: userId },
          before: snapshot(before),
          after: null,
        });
      });
      return ok(null, STUDIO_MESSAGES.staffRemoved);
    },
  );
};
