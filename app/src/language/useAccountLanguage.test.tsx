import { LANGUAGE_COOKIE } from '@ic/domain';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { TestProviders } from '../test/providers';
import { useLanguageChoice } from './LanguageRoot';
import { useAccountLanguage } from './useAccountLanguage';

const cookie = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);

const clearCookie = () => {
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
};

afterEach(clearCookie);

const renderAdoption = () =>
  renderHook(() => ({ adopt: useAccountLanguage(), choice: useLanguageChoice() }), {
    wrapper: TestProviders,
  });

describe('useAccountLanguage', () => {
  it("switches an English browser to a Hindi account's language, and the cookie follows", async () => {
    clearCookie();
    const { result } = await renderAdoption();
    await expect.poll(() => result.current.choice.language).toBe('en');
    act(() => result.current.adopt('hi'));
    await expect.poll(() => result.current.choice.language).toBe('hi');
    expect(cookie()).toBe('hi');
  });

  it('leaves the language as it is for an account without one, or with the same', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=en; Path=/`;
    const { result } = await renderAdoption();
    act(() => result.current.adopt(undefined));
    act(() => result.current.adopt('en'));
    expect(result.current.choice.language).toBe('en');
    expect(cookie()).toBe('en');
  });
});
