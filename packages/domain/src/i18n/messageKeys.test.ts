import { describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../access/labels.ts';
import { GUARDIAN_MESSAGES } from '../contracts/guardian.ts';
import { MESSAGES } from '../messages.ts';
import { MESSAGE_TEXTS, messageKeyOf } from './messageKeys.ts';

describe('MESSAGE_TEXTS', () => {
  it('holds every spec message verbatim under errors.<name>', () => {
    for (const [name, text] of Object.entries(MESSAGES)) {
      expect(MESSAGE_TEXTS[`errors.${name}`]).toBe(text);
    }
    expect(MESSAGE_TEXTS['errors.passwordRule']).toBe(
      'Must include Uppercase, Lowercase, Number & Symbol',
    );
  });

  it('names the other maps by their group, leaving out texts built from values', () => {
    expect(MESSAGE_TEXTS['errors.access.membersOnly']).toBe(ACCESS_MESSAGES.membersOnly);
    expect(MESSAGE_TEXTS['errors.guardian.approved']).toBe(GUARDIAN_MESSAGES.approved);
    expect(MESSAGE_TEXTS['errors.access.freeOn']).toBeUndefined();
  });
});

describe('messageKeyOf', () => {
  it('finds the key of an English message', () => {
    expect(messageKeyOf('Please enter a valid email address.')).toBe('errors.invalidEmail');
    expect(messageKeyOf('Please enter a valid email address')).toBe('errors.forgotInvalidEmail');
    expect(messageKeyOf('Members only')).toBe('errors.access.membersOnly');
  });

  it('has none for a text that is not ours', () => {
    expect(messageKeyOf('Free on Dec 1, 2026')).toBeUndefined();
  });
});
