import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLastPage, writeLastPage } from './lastPage';

afterEach(() => {
  window.localStorage.clear();
});

describe('last page read', () => {
  it('is kept per chapter under reader:lastPage:{chapterId}', () => {
    writeLastPage('ch-1', 5);
    writeLastPage('ch-2', 2);
    expect(window.localStorage.getItem('reader:lastPage:ch-1')).toBe('5');
    expect(readLastPage('ch-1')).toBe(5);
    expect(readLastPage('ch-2')).toBe(2);
  });

  it('is null for a chapter never opened, or a value that is not a page', () => {
    expect(readLastPage('ch-9')).toBeNull();
    window.localStorage.setItem('reader:lastPage:ch-9', 'zero');
    expect(readLastPage('ch-9')).toBeNull();
  });

  it('gives up quietly when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Denied', 'SecurityError');
    });
    expect(() => writeLastPage('ch-1', 3)).not.toThrow();
    expect(readLastPage('ch-1')).toBeNull();
  });
});
