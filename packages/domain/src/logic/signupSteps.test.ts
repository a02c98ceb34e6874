import { describe, it, expect } from 'vitest';
import {
  SIGNUP_STEPS,
  isSignupStep,
  nextSignupStep,
  parseSignupStep,
  previousSignupStep,
} from './signupSteps.ts';

describe('signup steps', () => {
  it('are numbered 1, 2, 3 and 5', () => {
    expect(SIGNUP_STEPS).toEqual([1, 2, 3, 5]);
  });

  it('go forward 1 -> 2 -> 5', () => {
    expect(nextSignupStep(1)).toBe(2);
    expect(nextSignupStep(2)).toBe(5);
    expect(nextSignupStep(5)).toBe(5);
  });

  it('go back 5 -> 2 -> 1', () => {
    expect(previousSignupStep(5)).toBe(2);
    expect(previousSignupStep(2)).toBe(1);
    expect(previousSignupStep(1)).toBe(1);
  });

  it('lead from the welcome step 3 forward to 5 and back to 2', () => {
    expect(nextSignupStep(3)).toBe(5);
    expect(previousSignupStep(3)).toBe(2);
  });

  it('recognise only the known step numbers', () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter(isSignupStep)).toEqual([1, 2, 3, 5]);
  });

  it('read the step query parameter, defaulting to 1', () => {
    expect(parseSignupStep('2')).toBe(2);
    expect(parseSignupStep('5')).toBe(5);
    expect(parseSignupStep('4')).toBe(1);
    expect(parseSignupStep('abc')).toBe(1);
    expect(parseSignupStep(null)).toBe(1);
    expect(parseSignupStep(undefined)).toBe(1);
  });
});
