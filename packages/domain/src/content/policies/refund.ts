import { POLICY } from '../../constants/policy.ts';
import type { PolicyDocument } from './types.ts';

export const REFUND_POLICY: PolicyDocument = {
  slug: 'refund-policy',
  title: 'Refund Policy',
  description: 'When IC Universe refunds a purchase, how to ask for it and how long it takes.',
  effectiveDate: POLICY.effectiveDate,
  intro:
    'We want every comic, membership and collectible you buy from IC Universe to work exactly as promised. When something goes wrong on our side, this policy explains when we refund you, how to ask and how long each step takes.',
  sections: [
    {
      id: 'eligibility',
      heading: 'When you can ask for a refund',
      paragraphs: [
        `Refund requests are accepted only for technical issues, and only within ${POLICY.refundWindowDays} calendar days of purchase. A technical issue is a fault on our side that stops you from getting what you paid for, for example:`,
      ],
      items: [
        'a comic, chapter or video that will not open even after you have tried again;',
        'a membership that did not unlock after your payment went through;',
        'being charged twice for the same order.',
      ],
    },
    {
      id: 'exclusions',
      heading: 'What we do not refund',
      paragraphs: [
        'There are no refunds for digital content once access is granted: as soon as a comic, episode or membership is unlocked for you, it counts as delivered.',
      ],
      items: [
        'A change of mind after access has been granted.',
        'Content you did not enjoy or finish.',
        'Requests made after the refund window has closed.',
        'Donations, which go straight to the causes you chose to support.',
      ],
    },
    {
      id: 'how-to-ask',
      heading: 'How to ask',
      paragraphs: [
        'Contact our support team through the Report an Error page or the support options in your account. Tell us your order number, the email address on your account and what went wrong; a screenshot helps us find the problem faster.',
        `Support acknowledges every request within ${POLICY.acknowledgeHours} business hours.`,
      ],
    },
    {
      id: 'review',
      heading: 'How we decide',
      paragraphs: [
        'We check the order and our service logs to confirm the technical issue. Often we can fix the problem instead, for example by unlocking your membership; if you still prefer a refund and the request is eligible, we approve it. We tell you the outcome by email either way.',
      ],
    },
    {
      id: 'processing',
      heading: 'When the money comes back',
      paragraphs: [
        `Approved refunds are processed in ${POLICY.refundProcessingDays} business days, to the same card, bank account or UPI ID you paid with. Your bank may take a little longer to show the credit on your statement.`,
        'A refunded membership or item is removed from your account once the refund is made.',
      ],
    },
    {
      id: 'memberships',
      heading: 'Memberships and renewals',
      paragraphs: [
        'You can cancel a recurring membership at any time from your account. Cancelling stops future charges; the period you have already paid for runs to its end and is not refunded in part.',
        `If a renewal charge fails to unlock your membership, that is a technical issue and the ${POLICY.refundWindowDays}-day window starts on the day of the renewal charge.`,
      ],
    },
    {
      id: 'merchandise',
      heading: 'Physical merchandise',
      paragraphs: [
        `T-shirts, collectibles and membership kits that arrive damaged, or are not what you ordered, are replaced free of charge rather than refunded. Tell us within ${POLICY.refundWindowDays} calendar days of delivery and include a photo of the item and its packaging.`,
      ],
    },
    {
      id: 'grievances',
      heading: 'If you disagree with our decision',
      paragraphs: [
        `You can escalate any refund decision to our Grievance Officer through the same support channels. Grievances are resolved within ${POLICY.grievanceDays} business days.`,
      ],
    },
  ],
};
