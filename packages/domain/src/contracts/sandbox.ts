// What the local sandbox checkout answers (only when no Razorpay keys are configured).
import { z } from 'zod';

export const sandboxOrderSchema = z.object({
  orderId: z.string(),
  kind: z.enum(['order', 'subscription']),
  keyId: z.string(),
  amount: z.number().int().describe('Paise, as the provider holds it'),
  amountRupees: z.number().int(),
  currency: z.literal('INR'),
  description: z.string(),
  status: z.enum(['created', 'attempted', 'paid', 'cancelled']),
});
export type SandboxOrder = z.infer<typeof sandboxOrderSchema>;

/** Paying signs the result like Razorpay's checkout handler; failing names the error. */
export const sandboxPayResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('paid'),
    orderId: z.string(),
    subscriptionId: z.string().optional(),
    paymentId: z.string(),
    signature: z
      .string()
      .describe('What Razorpay’s checkout handler returns as razorpay_signature'),
  }),
  z.object({
    status: z.literal('failed'),
    orderId: z.string(),
    paymentId: z.string(),
    error: z.object({ code: z.string(), description: z.string() }),
  }),
]);
export type SandboxPayResult = z.infer<typeof sandboxPayResultSchema>;

export const sandboxRenewalSchema = z.object({
  subscriptionId: z.string(),
  paymentId: z.string(),
  status: z.string(),
});
export type SandboxRenewal = z.infer<typeof sandboxRenewalSchema>;
