// Money and moderation in the studio (issue 18): cancelling, refunding, hiding what members wrote.
import { z } from 'zod';
import { reasonField } from './studio.ts';

export const MONEY_MESSAGES = {
  /** The spec: "recurring and cancellable anytime"; what was paid for runs to its end. */
  subscriptionCancelled:
    'The recurring payment is cancelled. The membership stays until the end of what was paid for.',
  alreadyCancelled: 'This subscription is already cancelled.',
  unknownSubscription: 'We could not find this subscription.',
  unknownPayment: 'We could not find this payment.',
  refundAmountInvalid: 'Refund a whole number of rupees, at least ₹1',
  refundTooLarge: 'That is more than what is left to refund on this payment.',
  refundMarked: 'Refund marked.',
  providerFailed: 'The payment provider did not accept it. Try again in a moment.',
  avatarHidden: 'The avatar is hidden: the member shows the default one.',
  avatarShown: 'The avatar shows again.',
  noAvatar: 'This member has no avatar to hide.',
  feedbackHidden: 'The feedback is hidden.',
  feedbackShown: 'The feedback shows again.',
} as const;

/** POST /api/studio/payments/:paymentId/refund: rupees (the whole payment if left out), and why. */
export const refundSchema = z.strictObject({
  amount: z
    .number({ error: MONEY_MESSAGES.refundAmountInvalid })
    .int(MONEY_MESSAGES.refundAmountInvalid)
    .min(1, MONEY_MESSAGES.refundAmountInvalid)
    .optional(),
  reason: reasonField,
});
export type RefundPayload = z.input<typeof refundSchema>;
