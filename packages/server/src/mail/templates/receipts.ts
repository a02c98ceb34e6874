import type { MailBlock, MailContent } from './layout.ts';

export interface ReceiptInput {
  to: string;
  name: string;
  receiptNumber: string;
  /** What was bought or given, with its add-ons: 'Monthly membership + Research Papers'. */
  what: string;
  /** As the app writes money: '₹179', with ' per month' when it recurs. */
  amount: string;
  paidOn: string;
  /** 'Ultimate until Dec 20, 2026' when the payment gives or extends Ultimate. */
  period: string | null;
  /** A rule the buyer should know about (the Gold rule), or none. */
  notice: string | null;
  /** The receipt on the site (/order-complete?order=…). */
  receiptLink: string;
  donation: boolean;
}

/** After every paid order and donation: what was paid, for what, until when, and its number. */
export function receiptMail(input: ReceiptInput): MailContent {
  const facts: [string, string][] = [
    ['Receipt number', input.receiptNumber],
    [input.donation ? 'Donation' : 'Purchase', input.what],
    ['Amount paid', input.amount],
    ['Paid on', input.paidOn],
  ];
  if (input.period) facts.push(['Period', input.period]);
  const body: MailBlock[] = [
    input.donation
      ? 'Thank you for supporting IC Universe. Your donation is received; this is your receipt.'
      : 'Thank you for your order. Your payment is received; this is your receipt.',
    { facts },
  ];
  if (input.notice) body.push(input.notice);
  body.push(
    { action: 'See your receipt', href: input.receiptLink },
    { note: 'Keep this mail for your records. Questions about a payment: reply to this mail.' },
  );
  return {
    to: input.to,
    subject: `Your IC Universe receipt ${input.receiptNumber}`,
    greet: input.name,
    body,
  };
}
