import { describe, it, expect } from 'vitest';
import { createPaymentSchema, recurringAgreementSchema, upiIdSchema } from './payment.ts';
import { issuesOf } from './testing.ts';

describe('createPaymentSchema', () => {
  it.each(['UltimateKit', 'Monthly', 'HalfYear', 'Annual'])(
    'accepts the plan %s, without the add-on or monthly charges unless asked',
    (type) => {
      expect(createPaymentSchema.parse({ membershipType: type })).toEqual({
        membershipType: type,
        researchPapers: false,
        recurring: false,
      });
    },
  );

  it('keeps the add-on and monthly charges when asked for', () => {
    expect(
      createPaymentSchema.parse({
        membershipType: 'Monthly',
        researchPapers: true,
        recurring: true,
      }),
    ).toEqual({ membershipType: 'Monthly', researchPapers: true, recurring: true });
  });

  it('refuses the FREE plan, which cannot be bought', () => {
    expect(issuesOf(createPaymentSchema, { membershipType: 'FREE' })).toEqual({
      membershipType: ['The FREE plan cannot be bought'],
    });
  });

  it('refuses an unknown plan', () => {
    expect(issuesOf(createPaymentSchema, { membershipType: 'Weekly' })).toEqual({
      membershipType: ['Please choose a membership plan'],
    });
  });
});

describe('recurringAgreementSchema', () => {
  it('requires the agreement checkbox', () => {
    expect(recurringAgreementSchema.parse({ agreed: true })).toEqual({ agreed: true });
    expect(issuesOf(recurringAgreementSchema, { agreed: false })).toEqual({
      agreed: ['Please agree to the recurring payment terms to continue'],
    });
  });
});

describe('upiIdSchema', () => {
  it.each(['asha@okaxis', 'asha.rao-1@ybl', ' ravi_k@paytm '])('accepts %s', (id) => {
    expect(upiIdSchema.parse(id)).toBe(id.trim());
  });

  it.each(['', 'asha', 'asha@', '@okaxis', 'a@1bank', 'asha rao@ybl', 'asha@ok.axis'])(
    "refuses '%s' with the UPI message",
    (id) => {
      const result = upiIdSchema.safeParse(id);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Enter a valid UPI ID, such as name@bank');
    },
  );
});
