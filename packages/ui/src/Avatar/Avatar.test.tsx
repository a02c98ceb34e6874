import { describe, expect, it } from 'vitest';
import { AVATAR_TONES, avatarToneOf, initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last words’ initials, upper-cased', () => {
    expect(initialsOf('asha rao verma')).toBe('AV');
    expect(initialsOf('Kabir Singh')).toBe('KS');
  });

  it('uses one letter for one word and ignores extra spaces', () => {
    expect(initialsOf('  Guest  ')).toBe('G');
    expect(initialsOf('Meera   Iyer ')).toBe('MI');
  });

  it('keeps non-Latin letters whole', () => {
    expect(initialsOf('अर्जुन देव')).toBe('अद');
  });

  it('falls back to a question mark for an empty name', () => {
    expect(initialsOf('   ')).toBe('?');
  });
});

describe('avatarToneOf', () => {
  it('gives the same name the same tone', () => {
    expect(avatarToneOf('Kabir Singh')).toBe(avatarToneOf('Kabir Singh'));
  });

  it('spreads names over every tone', () => {
    const tones = new Set(
      ['Asha', 'Kabir', 'Meera', 'Ravi', 'Zoya', 'Dev', 'Ira', 'Om'].map(avatarToneOf),
    );
    expect([...tones].sort()).toEqual([...AVATAR_TONES].sort());
  });
});
