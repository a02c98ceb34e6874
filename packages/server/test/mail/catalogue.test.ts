// The mail catalogue (src/mail/locales): both languages hold the same keys with the same values
// to fill, Hindi leaves no English behind, and every mail renders in both.
import { MESSAGES, type Language } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import { mailWords, readMailCatalogue } from '../../src/mail/i18n.ts';
import * as mails from '../../src/mail/templates/index.ts';

const en = readMailCatalogue('en');
const hi = readMailCatalogue('hi');

/**
 * Texts Hindi keeps as they are: values alone, the mail convention "Re:", and the add-on by its
 * name after what was bought (as the checkout writes it in Hindi).
 */
const SAME_IN_BOTH = [
  'mail.newChapter.chapterValue',
  'mail.inboxReply.subject',
  'mail.receipt.withPapers',
];

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

const site = { publicUrl: 'https://ic.example' };
const when = new Date('2026-03-05T10:30:00Z');

/** One of every mail the server sends, in a language. */
function everyMail(language: Language): mails.MailContent[] {
  const child = { childName: 'Ravi', guardianEmail: 'g@example.com', childEmail: 'r@example.com' };
  const reader = { to: 'a@example.com', name: 'Asha' };
  return [
    mails.passwordResetMail('a@example.com', 'https://l/1', language),
    mails.passwordChangedMail('a@example.com', 'https://l/2', language),
    mails.accountActivatedMail('a@example.com', 'https://l/3', language),
    mails.applicationReceivedMail({
      ...reader,
      jobTitle: 'Inker',
      careersLink: 'https://l/4',
      receivedAt: when,
      language,
    }),
    mails.newChapterMail({
      ...reader,
      comicTitle: 'Vajra',
      number: 4,
      chapterTitle: 'Storm',
      readLink: 'https://l/5',
      settingsLink: 'https://l/6',
      language,
    }),
    mails.guardianConsentMail({
      to: 'g@example.com',
      childName: 'Ravi',
      childEmail: 'r@example.com',
      approveLink: 'https://l/7',
      declineLink: 'https://l/8',
      dashboardLink: 'https://l/9',
      policyLink: 'https://l/10',
      language,
    }),
    mails.guardianSignInMail('g@example.com', 'https://l/11', language),
    mails.childDeletedGuardianMail(child, language),
    mails.childDeletedChildMail(child, language),
    mails.membershipEndingMail({ ...reader, endsAt: when, renewLink: 'https://l/12', language }),
    mails.membershipEndedMail({ ...reader, endsAt: when, renewLink: 'https://l/12', language }),
    ...(['goldCoversPlans', 'goldStopsPlan'] as const).map((notice) =>
      mails.receiptMail({
        ...reader,
        receiptNumber: 'ICU-0000-0000-0001',
        what: 'Monthly Membership Purchase',
        amount: 325701,
        recurring: true,
        paidOn: when,
        memberUntil: when,
        notice,
        receiptLink: 'https://l/13',
        donation: notice === 'goldStopsPlan',
        language,
      }),
    ),
    mails.staffInviteMail('s@example.com', ['editor'], 'https://l/14', language),
    mails.inboxReplyMail('s@example.com', 'Asha', 'Your feedback', 'Thank you!', language),
  ];
}

describe('the mail catalogue', () => {
  it('holds the same keys in English and Hindi, each a mail.* id', () => {
    expect(Object.keys(en).length).toBeGreaterThan(50);
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) expect(key.startsWith('mail.'), key).toBe(true);
  });

  it('fills the same values in both languages', () => {
    for (const [key, message] of Object.entries(en)) {
      expect(placeholders(hi[key] ?? ''), key).toEqual(placeholders(message));
    }
  });

  it('leaves no English in Hindi but values, product names, "Re:" and the add-on', () => {
    const untranslated = Object.keys(en).filter(
      (key) => !SAME_IN_BOTH.includes(key) && hi[key] === en[key],
    );
    expect(untranslated).toEqual([]);
  });

  it("holds the domain's Gold rule verbatim in English", () => {
    expect(mailWords('en').t('mail.receipt.goldCoversPlans')).toBe(MESSAGES.goldCoversPlans);
  });

  it('writes every mail in both languages, every id found', () => {
    const english = everyMail('en');
    const hindi = everyMail('hi');
    hindi.forEach((mail, index) => {
      const text = mails.mailText(mail, site);
      expect(mail.language).toBe('hi');
      expect(text).not.toBe(mails.mailText(english[index] ?? mail, site));
      expect(text).toMatch(/[\u0900-\u097F]/);
      expect(mails.mailHtml(mail, site)).toContain('<html lang="hi">');
    });
  });

  it("writes a receipt's rupees in hi-IN's grouping and its dates in Hindi", () => {
    const [receipt] = everyMail('hi').filter((mail) => mail.subject.includes('रसीद'));
    const text = receipt ? mails.mailText(receipt, site) : '';
    expect(text).toContain('चुकाई गई राशि: ₹3,25,701 प्रति माह');
    expect(text).toContain('भुगतान की तारीख: 5 मार्च 2026');
    expect(text).toContain('अवधि: 5 मार्च 2026 तक Ultimate');
  });

  it("names what a receipt bought in the buyer's language, a donation's description as stored", () => {
    const receipt = (what: string, language: Language, donation = false) =>
      mails.mailText(
        mails.receiptMail({
          to: 'a@example.com',
          name: 'Asha',
          receiptNumber: 'ICU-0000-0000-0001',
          what,
          amount: 129,
          recurring: false,
          paidOn: when,
          memberUntil: null,
          notice: null,
          receiptLink: 'https://l/13',
          donation,
          language,
        }),
        site,
      );
    const papers = 'Monthly Membership Purchase + Research Papers';
    expect(receipt(papers, 'en')).toContain(`Purchase: ${papers}`);
    expect(receipt('Annual Membership Purchase', 'en')).toContain('Annual Membership Purchase');
    expect(receipt(papers, 'hi')).toContain('मासिक सदस्यता की खरीद + Research Papers');
    expect(receipt('UltimateKit Membership Purchase', 'hi')).toContain(
      'Ultimate किट सदस्यता की खरीद',
    );
    expect(receipt('Support IC Universe', 'hi', true)).toContain('Support IC Universe');
  });

  it('throws for an id no catalogue holds, rather than mailing the id', () => {
    expect(() => mailWords('hi').t('mail.nowhere')).toThrow(/mail\.nowhere/);
  });
});
