import { readPurchase, type Language } from '@ic/domain';
import { mailWords } from '../i18n.ts';
import type { MailBlock, MailContent } from './layout.ts';

/** A rule the buyer should know about beside the receipt: the Gold rule, in its two forms. */
export type ReceiptNotice = 'goldCoversPlans' | 'goldStopsPlan';

export interface ReceiptInput {
  to: string;
  name: string;
  receiptNumber: string;
  /** What was bought or given, with its add-ons, as stored: 'Monthly membership + Research Papers'. */
  what: string;
  /** Rupees paid; `recurring` adds ' per month'. */
  amount: number;
  recurring: boolean;
  paidOn: Date;
  /** The end of Ultimate, when the payment gives or extends it. */
  memberUntil: Date | null;
  notice: ReceiptNotice | null;
  /** The receipt on the site (/order-complete?order=…). */
  receiptLink: string;
  donation: boolean;
  /** The buyer's language (the account's). */
  language: Language;
}

/**
 * What was bought, in the mail's language: a plan's purchase (and its papers) in our words, the
 * English as stored; anything else (a donation's description) as it is.
 */
function boughtIn(what: string, t: ReturnType<typeof mailWords>['t']): string {
  const purchase = readPurchase(what);
  if (!purchase) return what;
  const bought = t('mail.receipt.planPurchase', { plan: t(`mail.plan.${purchase.plan}`) });
  return purchase.researchPapers ? t('mail.receipt.withPapers', { what: bought }) : bought;
}

/** After every paid order and donation: what was paid, for what, until when, and its number. */
export function receiptMail(input: ReceiptInput): MailContent {
  const { t, rupees, date } = mailWords(input.language);
  const amount = rupees(input.amount);
  const facts: [string, string][] = [
    [t('mail.receipt.number'), input.receiptNumber],
    [
      t(input.donation ? 'mail.receipt.donation' : 'mail.receipt.purchase'),
      boughtIn(input.what, t),
    ],
    [t('mail.receipt.amount'), input.recurring ? t('mail.receipt.perMonth', { amount }) : amount],
    [t('mail.receipt.paidOn'), date(input.paidOn.toISOString())],
  ];
  if (input.memberUntil) {
    const until = date(input.memberUntil.toISOString());
    facts.push([t('mail.receipt.period'), t('mail.receipt.periodValue', { date: until })]);
  }
  const body: MailBlock[] = [
    t(input.donation ? 'mail.receipt.thanksDonation' : 'mail.receipt.thanksOrder'),
    { facts },
  ];
  if (input.notice) body.push(t(`mail.receipt.${input.notice}`));
  body.push(
    { action: t('mail.receipt.action'), href: input.receiptLink },
    { note: t('mail.receipt.keep') },
  );
  return {
    to: input.to,
    language: input.language,
    subject: t('mail.receipt.subject', { receiptNumber: input.receiptNumber }),
    greet: input.name,
    body,
  };
}
