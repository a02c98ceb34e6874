import { describe, expect, it } from 'vitest';
import {
  auditQuerySchema,
  chapterAccessSchema,
  comicEditSchema,
  membershipGrantSchema,
  reasonSchema,
  staffInviteSchema,
  staffRoleRequired,
  STUDIO_MESSAGES,
} from './studio.ts';
import { issuesOf } from './testing.ts';

describe('staffInviteSchema', () => {
  it('lower-cases the address and keeps each role once', () => {
    expect(
      staffInviteSchema.parse({
        email: ' Ed@Example.COM ',
        roles: ['editor', 'support', 'editor'],
      }),
    ).toEqual({ email: 'ed@example.com', roles: ['editor', 'support'] });
  });

  it('needs at least one known role and refuses other fields', () => {
    expect(issuesOf(staffInviteSchema, { email: 'ed@example.com', roles: [] })).toEqual({
      roles: [STUDIO_MESSAGES.rolesRequired],
    });
    expect(issuesOf(staffInviteSchema, { email: 'ed@example.com', roles: ['owner'] })).toEqual({
      'roles.0': ['Choose a role from the list'],
    });
    expect(
      staffInviteSchema.safeParse({ email: 'ed@example.com', roles: ['admin'], grantedBy: 'x' })
        .success,
    ).toBe(false);
  });
});

describe('reasons and grants', () => {
  it('trims a reason and wants 3 to 500 characters', () => {
    expect(reasonSchema.parse({ reason: '  Spam  ' })).toEqual({ reason: 'Spam' });
    expect(issuesOf(reasonSchema, { reason: ' no ' })).toEqual({
      reason: [STUDIO_MESSAGES.reasonRequired],
    });
    expect(issuesOf(reasonSchema, { reason: 'x'.repeat(501) })).toEqual({
      reason: [STUDIO_MESSAGES.reasonTooLong],
    });
  });

  it.each([0, 25, 1.5, '3'])('refuses %s months', (months) => {
    expect(issuesOf(membershipGrantSchema, { months, reason: 'Contest winner' })).toEqual({
      months: [STUDIO_MESSAGES.monthsInvalid],
    });
  });

  it('grants 1 to 24 whole months', () => {
    expect(membershipGrantSchema.parse({ months: 24, reason: 'Prize' })).toEqual({
      months: 24,
      reason: 'Prize',
    });
  });
});

describe('auditQuerySchema', () => {
  it('pages 25 at a time by default and lower-cases the actor', () => {
    expect(auditQuerySchema.parse({ actor: 'Boss@Example.com' })).toEqual({
      actor: 'boss@example.com',
      page: 1,
      limit: 25,
    });
  });

  it('takes days as YYYY-MM-DD only', () => {
    expect(auditQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30' })).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(issuesOf(auditQuerySchema, { from: '1/11/2026' })).toEqual({
      from: [STUDIO_MESSAGES.dateInvalid],
    });
    expect(issuesOf(auditQuerySchema, { to: '2026-13-40' })).toEqual({
      to: [STUDIO_MESSAGES.dateInvalid],
    });
  });
});

describe('staffRoleRequired', () => {
  it('names the role, or each admitted role', () => {
    expect(staffRoleRequired(['admin'])).toBe('Only staff with the admin role can do this.');
    expect(staffRoleRequired(['support', 'admin'])).toBe(
      'Only staff with the support or admin role can do this.',
    );
  });
});

describe('comicEditSchema and chapterAccessSchema', () => {
  it('edits any field but wants at least one', () => {
    expect(comicEditSchema.parse({ rating: 'PG' })).toEqual({ rating: 'PG' });
    expect(comicEditSchema.safeParse({}).error?.issues[0]?.message).toBe(
      STUDIO_MESSAGES.nothingToChange,
    );
    expect(issuesOf(comicEditSchema, { authors: [] })).toEqual({
      authors: [STUDIO_MESSAGES.authorsRequired],
    });
  });

  it('gives early access its date and no other level one', () => {
    expect(chapterAccessSchema.parse({ access: 'members' })).toEqual({
      access: 'members',
      publicAt: null,
    });
    expect(
      chapterAccessSchema.parse({ access: 'early', publicAt: '2026-12-01T10:00:00+05:30' }),
    ).toEqual({ access: 'early', publicAt: '2026-12-01T10:00:00+05:30' });
    expect(issuesOf(chapterAccessSchema, { access: 'early' })).toEqual({
      publicAt: [STUDIO_MESSAGES.earlyNeedsDate],
    });
    expect(
      issuesOf(chapterAccessSchema, { access: 'free', publicAt: '2026-12-01T10:00:00Z' }),
    ).toEqual({ publicAt: [STUDIO_MESSAGES.dateOnlyForEarly] });
  });
});
