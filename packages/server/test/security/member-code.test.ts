import { describe, expect, it } from 'vitest';
import { memberCode } from '../../src/security/member-code.ts';

describe('memberCode', () => {
  it('is ICU- and 8 unambiguous characters, the same for a user every time', () => {
    const code = memberCode('secret', 'user-1');
    expect(code).toMatch(/^ICU-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(memberCode('secret', 'user-1')).toBe(code);
  });

  it('differs between users and between keys', () => {
    expect(memberCode('secret', 'user-2')).not.toBe(memberCode('secret', 'user-1'));
    expect(memberCode('other', 'user-1')).not.toBe(memberCode('secret', 'user-1'));
  });
});
