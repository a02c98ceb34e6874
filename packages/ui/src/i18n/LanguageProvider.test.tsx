import { LANGUAGE_LOCALES, type Language } from '@ic/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { createI18n } from './catalogues';
import { LanguageProvider } from './LanguageProvider';

const root = document.documentElement;
const before = root.lang;

afterEach(() => {
  root.lang = before;
});

/**
 * Every time `lang` is written on <html> while a provider of `language` mounts and shows its
 * words, even with the value it had.
 */
async function langWritesShowing(language: Language) {
  const writes: Array<string | null> = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) writes.push(record.oldValue);
  });
  observer.observe(root, { attributeFilter: ['lang'], attributeOldValue: true });
  const screen = await render(
    <LanguageProvider i18n={createI18n()} language={language}>
      <p>shown</p>
    </LanguageProvider>,
  );
  await expect.element(screen.getByText('shown')).toBeVisible();
  writes.push(...observer.takeRecords().map((record) => record.oldValue));
  observer.disconnect();
  return writes;
}

describe('LanguageProvider', () => {
  it("sets the page's lang to the language's locale once its words are there", async () => {
    root.lang = 'x-none';
    const writes = await langWritesShowing('hi');
    expect(root.lang).toBe(LANGUAGE_LOCALES.hi);
    expect(writes).toEqual(['x-none']);
  });

  it('leaves a lang that is already right alone: writing it again rechecks every :lang() style', async () => {
    // A page the server drew in English carries lang="en-IN" from the start.
    root.lang = LANGUAGE_LOCALES.en;
    const writes = await langWritesShowing('en');
    expect(root.lang).toBe(LANGUAGE_LOCALES.en);
    expect(writes).toEqual([]);
  });
});
