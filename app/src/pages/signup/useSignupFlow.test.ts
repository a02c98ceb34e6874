import { describe, expect, it } from 'vitest';
import { reachableStep } from './useSignupFlow';

const account = { email: 'meera@example.in' };
const outcome = { kind: 'welcome', username: 'meera_reads' };

describe('reachableStep', () => {
  it('sends a later step back to step 1 without the step 1 data (e.g. after a reload)', () => {
    expect(reachableStep(2, null, null)).toBe(1);
    expect(reachableStep(5, null, outcome)).toBe(1);
  });

  it('shows the welcome step only after a signup answered', () => {
    expect(reachableStep(5, account, null)).toBe(2);
    expect(reachableStep(3, account, null)).toBe(2);
    expect(reachableStep(5, account, outcome)).toBe(5);
    expect(reachableStep(2, account, null)).toBe(2);
  });
});
