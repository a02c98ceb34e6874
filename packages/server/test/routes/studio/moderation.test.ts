import { STUDIO_MESSAGES, type ContributorEntry, type FeedbackMessage } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpReader, type TestReader } from '../../access.ts';
import { buildTestApp, readOutbox } from '../../helpers.ts';
import { createDonation, get, post, sandboxPay } from '../../payments/flow.ts';
import { auditOf, signUpStaff, studio } from './staff.ts';

let app: FastifyInstance;
let moderator: TestReader;

beforeAll(async () => {
  app = await buildTestApp();
  moderator = await signUpStaff(app, ['moderator']);
});
afterAll(() => app.close());

const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  studio(app, method, url, moderator.credentials, payload);

describe('the inboxes', () => {
  it('lists feedback by status, marks it and mails a reply that answers it', async () => {
    const sent = await post(app, '/api/feedback', {
      email: 'priya@example.com',
      name: 'Priya Nair',
      subject: 'Custom',
      customSubject: 'Chapter 3 pages',
      feedback: 'Page 4 loads twice.',
    });
    expect(sent.statusCode).toBe(201);
    const open = await as('GET', '/api/studio/inbox/feedback?status=open');
    const [message] = open.json().data.items as FeedbackMessage[];
    expect(message).toMatchObject({
      email: 'priya@example.com',
      subject: 'Chapter 3 pages',
      status: 'open',
    });
    const id = message?.id ?? '';

    const reply = await as('POST', `/api/studio/inbox/feedback/${id}/reply`, {
      message: 'Thank you: fixed today.',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      data: { id, status: 'answered' },
      message: STUDIO_MESSAGES.replySent,
    });
    const mail = (await readOutbox(app)).find((m) => m.to === 'priya@example.com');
    expect(mail?.subject).toBe('Re: Chapter 3 pages');
    expect(mail?.text).toContain('Thank you: fixed today.');
    expect((await as('GET', '/api/studio/inbox/feedback?status=open')).json().data.meta.total).toBe(
      0,
    );

    const closed = await as('PATCH', `/api/studio/inbox/feedback/${id}`, { status: 'closed' });
    expect(closed.json().data.status).toBe('closed');
    const entries = await auditOf(app, id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['inbox.reply', { status: 'open' }, { status: 'answered', reply: 'Thank you: fixed today.' }],
      ['inbox.status', { status: 'answered' }, { status: 'closed' }],
    ]);
  });

  it("replies to an error report at its reporter's address, and refuses one sent signed out", async () => {
    const reader = await signUpReader(app);
    await app.inject({
      method: 'POST',
      url: '/api/error-report',
      headers: reader.credentials,
      payload: { message: 'Reader froze' },
    });
    await post(app, '/api/error-report', { message: 'Blank page' });
    const { items } = (await as('GET', '/api/studio/inbox/error-reports')).json().data;
    const signedIn = items.find((r: { message: string }) => r.message === 'Reader froze');
    const anonymous = items.find((r: { message: string }) => r.message === 'Blank page');
    expect(signedIn.email).toBe(reader.body.email);
    expect(anonymous.email).toBeNull();

    const answered = await as('POST', `/api/studio/inbox/error-reports/${signedIn.id}/reply`, {
      message: 'Fixed, thanks.',
    });
    expect(answered.statusCode).toBe(200);
    const refused = await as('POST', `/api/studio/inbox/error-reports/${anonymous.id}/reply`, {
      message: 'Hello',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STUDIO_MESSAGES.noAddress);
    expect((await auditOf(app, anonymous.id)).length).toBe(0);
  });

  it('validates status and reply in the studio tone', async () => {
    const id = crypto.randomUUID();
    const status = await as('PATCH', `/api/studio/inbox/feedback/${id}`, { status: 'done' });
    expect(status.json().message).toBe('Choose open, answered or closed');
    const empty = await as('POST', `/api/studio/inbox/feedback/${id}/reply`, { message: '  ' });
    expect(empty.json().message).toBe(STUDIO_MESSAGES.replyRequired);
    const unknown = await as('PATCH', `/api/studio/inbox/feedback/${id}`, { status: 'closed' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('contributor names', () => {
  it('hides a rude name from Support Us (Anonymous) with a reason, and shows it again', async () => {
    const order = await createDonation(app, {
      supportType: 'one-time',
      amount: 500,
      displayName: 'Rude Name',
    });
    expect(
      (await post(app, '/support/confirm', await sandboxPay(app, order.orderId))).statusCode,
    ).toBe(200);
    const publicNames = async () =>
      ((await get(app, '/support/contributors')).json().data as Array<{ displayName: string }>).map(
        (c) => c.displayName,
      );
    expect(await publicNames()).toContain('Rude Name');

    const [entry] = (await as('GET', '/api/studio/contributors')).json().data
      .items as ContributorEntry[];
    expect(entry).toMatchObject({ displayName: 'Rude Name', hiddenReason: null, amount: 500 });
    const donationId = entry?.donationId ?? '';
    const noReason = await as('POST', `/api/studio/contributors/${donationId}/hide`, {
      reason: '',
    });
    expect(noReason.json().message).toBe(STUDIO_MESSAGES.reasonRequired);

    const hidden = await as('POST', `/api/studio/contributors/${donationId}/hide`, {
      reason: 'Insulting',
    });
    expect(hidden.json()).toEqual({
      success: true,
      data: { hiddenReason: 'Insulting' },
      message: STUDIO_MESSAGES.nameHidden,
    });
    expect(await publicNames()).not.toContain('Rude Name');
    expect(await publicNames()).toContain('Anonymous');

    await as('POST', `/api/studio/contributors/${donationId}/show`, { reason: 'Appeal accepted' });
    expect(await publicNames()).toContain('Rude Name');
    expect((await auditOf(app, donationId)).map((e) => [e.action, e.after])).toEqual([
      [
        'contributor.hide',
        { displayName: 'Rude Name', hiddenReason: 'Insulting', reason: 'Insulting' },
      ],
      [
        'contributor.show',
        { displayName: 'Rude Name', hiddenReason: null, reason: 'Appeal accepted' },
      ],
    ]);
  });
});

describe('suspending accounts', () => {
  it('ends every session and blocks sign-in until reinstated', async () => {
    const reader = await signUpReader(app);
    const login = { email: reader.body.email, password: reader.body.password };
    const suspended = await as('POST', `/api/studio/accounts/${reader.id}/suspend`, {
      reason: 'Spam in feedback',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      data: { userId: reader.id, status: 'suspended' },
      message: STUDIO_MESSAGES.suspended,
    });
    expect((await get(app, '/api/me', reader.credentials)).statusCode).toBe(401);
    const refused = await post(app, '/api/login', login);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STUDIO_MESSAGES.accountSuspended);
    const twice = await as('POST', `/api/studio/accounts/${reader.id}/suspend`, {
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);

    const reinstated = await as('POST', `/api/studio/accounts/${reader.id}/reinstate`, {
      reason: 'Promised to stop',
    });
    expect(reinstated.json().data.status).toBe('active');
    expect((await post(app, '/api/login', login)).statusCode).toBe(200);
    expect((await auditOf(app, reader.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'account.suspend',
        { status: 'active' },
        { status: 'suspended', reason: 'Spam in feedback' },
      ],
      [
        'account.reinstate',
        { status: 'suspended' },
        { status: 'active', reason: 'Promised to stop' },
      ],
    ]);
  });

  it('leaves staff to admins and never suspends oneself', async () => {
    const editor = await signUpStaff(app, ['editor']);
    const byModerator = await as('POST', `/api/studio/accounts/${editor.id}/suspend`, {
      reason: 'Testing',
    });
    expect(byModerator.statusCode).toBe(403);
    const self = await as('POST', `/api/studio/accounts/${moderator.id}/suspend`, {
      reason: 'Testing',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(STUDIO_MESSAGES.ownAccount);
    const adminModerator = await signUpStaff(app, ['admin', 'moderator']);
    const byAdmin = await studio(
      app,
      'POST',
      `/api/studio/accounts/${editor.id}/suspend`,
      adminModerator.credentials,
      { reason: 'Left the company' },
    );
    expect(byAdmin.statusCode).toBe(200);
  });
});
