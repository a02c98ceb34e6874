// Mail in the reader's language (issue 19): an account's stored language, else the language of
// the request that caused the mail (a guardian has no account; a signup's is the child's).
import { formatDate } from '@ic/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  cookieFrom,
  freshIp,
  readOutbox,
  signUp,
  signupBody,
  TEST_PASSWORD,
  type OutboxMail,
} from '../helpers.ts';
import { asCookie, createMembershipOrder, post, sandboxPay } from '../payments/flow.ts';
import { guardianAddress, signUpMinor } from '../routes/guardian/guardians.ts';

let app: FastifyInstance;
const clock = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
});
afterAll(() => app.close());

const HINDI = { cookie: 'lang=hi' };

const mailsTo = async (email: string): Promise<OutboxMail[]> =>
  (await readOutbox(app)).filter((mail) => mail.to === email.toLowerCase());

async function storedLanguage(email: string) {
  const row = await app.db
    .selectFrom('users')
    .select('language')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.language;
}

/** An adult whose account stores Hindi: chosen with the switch while signed in. */
async function hindiReader() {
  const user = await signUp(app);
  const chosen = await app.inject({
    method: 'PATCH',
    url: '/api/account/language',
    headers: { cookie: user.cookie },
    payload: { language: 'hi' },
  });
  expect(chosen.statusCode).toBe(200);
  expect(chosen.json().data.language).toBe('hi');
  return user;
}

const forgot = (email: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/forget-password',
    payload: { email },
    headers,
    remoteAddress: freshIp(),
  });

const login = (email: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: TEST_PASSWORD },
    headers,
    remoteAddress: freshIp(),
  });

describe('the password reset mail', () => {
  it("is in Hindi for a Hindi account, whatever the browser's language", async () => {
    const { user } = await hindiReader();
    expect((await forgot(user.email, { 'accept-language': 'en-IN' })).statusCode).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('अपना IC Universe पासवर्ड रीसेट करें');
    expect(mail?.text).toContain(
      'किसी ने (उम्मीद है, आपने ही) आपके IC Universe खाते का पासवर्ड रीसेट करने को कहा है।',
    );
    expect(mail?.text).toContain(`नया पासवर्ड चुनें:\n${mail?.links[0]}`);
    expect(mail?.text).toContain('यह लिंक केवल एक बार, 30 मिनट तक काम करेगा।');
    expect(mail?.text).not.toContain('Reset your');
    expect(mail?.html).toContain('<html lang="hi">');
    expect(mail?.html).toContain('बच्चों की गोपनीयता नीति');
  });

  it('stays in English for an English account, word for word', async () => {
    const { user } = await signUp(app);
    await forgot(user.email, HINDI);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Reset your IC Universe password');
    expect(mail?.text).toContain(
      'Someone (hopefully you) asked to reset the password of your IC Universe account.',
    );
    expect(mail?.text).toContain("Children's privacy policy: http://localhost:3000/");
    expect(mail?.html).toContain('<html lang="en">');
  });

  it("follows the request's language for an account that has none yet", async () => {
    const { user } = await signUp(app);
    await app.db
      .updateTable('users')
      .set({ language: null })
      .where('email', '=', user.email)
      .execute();
    await forgot(user.email, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('अपना IC Universe पासवर्ड रीसेट करें');
  });
});

describe('the guardian consent mail', () => {
  it("is in the language of the child's signup, which the child's account keeps", async () => {
    const guardianEmail = guardianAddress();
    const body = signupBody({ dob: '2014-02-01', guardianEmail, name: 'Meera' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: body,
      headers: HINDI,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await mailsTo(guardianEmail);
    expect(mail?.subject).toBe('Meera IC Universe से जुड़ना चाहते हैं: आपकी सहमति चाहिए');
    expect(mail?.text).toContain(
      `Meera (${body.email}) ने IC Universe पर साइन अप किया है और आपको अपने माता-पिता या अभिभावक के रूप में बताया है।`,
    );
    expect(mail?.text).toContain(`मंज़ूरी दें (खाता शुरू हो जाएगा):\n${mail?.links[0]}`);
    expect(mail?.html).toContain('अभिभावक डैशबोर्ड खोलें');
    expect(await storedLanguage(body.email)).toBe('hi');
  });

  it('stays in English for a signup in English', async () => {
    const guardianEmail = guardianAddress();
    await signUpMinor(app, guardianEmail);
    const [mail] = await mailsTo(guardianEmail);
    expect(mail?.subject).toBe('Kiran Young wants to join IC Universe: your consent is needed');
    expect(mail?.text).toContain('Approve (activates the account):');
  });

  it("a guardian's sign-in link follows the language it was asked in", async () => {
    const guardianEmail = guardianAddress();
    await signUpMinor(app, guardianEmail);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/guardian/link',
      payload: { email: guardianEmail },
      headers: HINDI,
      remoteAddress: freshIp(),
    });
    expect(asked.statusCode).toBe(200);
    const mail = (await mailsTo(guardianEmail)).at(-1);
    expect(mail?.subject).toBe('आपके IC Universe अभिभावक डैशबोर्ड का साइन-इन लिंक');
  });
});

describe('the receipt', () => {
  const buy = async (user: Awaited<ReturnType<typeof signUp>>) => {
    const order = await createMembershipOrder(app, asCookie(user), {
      membershipType: 'HalfYear',
      researchPapers: true,
    });
    const paid = await sandboxPay(app, order.orderId);
    const confirm = await post(app, '/payment/confirm', paid, asCookie(user));
    expect(confirm.statusCode).toBe(200);
    return confirm.json().data as { receiptNumber: string; membership: { memberUntil: string } };
  };

  it("is in Hindi for a Hindi account: hi-IN's rupees and dates", async () => {
    const user = await hindiReader();
    const { receiptNumber, membership } = await buy(user);
    const [mail] = (await mailsTo(user.user.email)).filter((m) => m.subject.includes('रसीद'));
    expect(mail?.subject).toBe(`आपकी IC Universe रसीद ${receiptNumber}`);
    const until = formatDate(membership.memberUntil, undefined, 'hi-IN');
    for (const part of [mail?.text, mail?.html]) {
      expect(part).toContain('नमस्ते Asha Reader,');
      expect(part).toContain('आपके ऑर्डर के लिए धन्यवाद। आपका भुगतान मिल गया है; यह आपकी रसीद है।');
      expect(part).toContain(receiptNumber);
      // What was bought reads in Hindi too: the plan's Hindi name, the add-on by its name.
      expect(part).toContain('छमाही सदस्यता की खरीद + Research Papers');
      expect(part).toContain('₹649');
      expect(part).toContain(`${until} तक Ultimate`);
      expect(part).toContain('अपनी रसीद देखें');
    }
    expect(mail?.text).toContain(
      `भुगतान की तारीख: ${formatDate(clock.toISOString(), undefined, 'hi-IN')}`,
    );
    expect(mail?.text).not.toMatch(/Thank you|Amount paid|Receipt number/);
  });

  it('stays in English for an English account', async () => {
    const user = await signUp(app);
    const { receiptNumber, membership } = await buy(user);
    const [mail] = await mailsTo(user.user.email);
    expect(mail?.subject).toBe(`Your IC Universe receipt ${receiptNumber}`);
    expect(mail?.text).toContain('Hello Asha Reader,');
    expect(mail?.text).toContain('Amount paid: ₹649');
    expect(mail?.text).toContain(`Period: Ultimate until ${formatDate(membership.memberUntil)}`);
  });
});

describe("the account's language at sign-in", () => {
  it('answers a Hindi account its language on login and /api/me, whatever the browser', async () => {
    const { user } = await hindiReader();
    const res = await login(user.email, { cookie: 'lang=en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.language).toBe('hi');
    expect(res.json().token.user.language).toBe('hi');
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(res) },
    });
    expect(me.json().data.language).toBe('hi');
    expect(await storedLanguage(user.email)).toBe('hi');
  });

  it('gives an account without a language the one it first signs in with', async () => {
    const { user } = await signUp(app);
    await app.db
      .updateTable('users')
      .set({ language: null })
      .where('email', '=', user.email)
      .execute();
    const res = await login(user.email, { 'accept-language': 'hi-IN' });
    expect(res.json().data.language).toBe('hi');
    expect(await storedLanguage(user.email)).toBe('hi');
  });
});
