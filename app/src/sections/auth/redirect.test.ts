import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './redirect';

describe('afterLoginPath', () => {
  it('goes home without a return path', () => {
    expect(afterLoginPath(null)).toBe('/');
    expect(afterLoginPath({})).toBe('/');
  });

  it('goes back to the screen that asked for a login', () => {
    expect(afterLoginPath({ from: '/my-account' })).toBe('/my-account');
    expect(afterLoginPath({ from: '/cart?step=2' })).toBe('/cart?step=2');
  });

  it('follows only same-site paths, and never back to /login', () => {
    expect(afterLoginPath({ from: 'https://evil.example' })).toBe('/');
    expect(afterLoginPath({ from: '//evil.example' })).toBe('/');
    expect(afterLoginPath({ from: '/login' })).toBe('/');
    expect(afterLoginPath({ from: 42 })).toBe('/');
  });
});
