import type { Messages } from '@lingui/core';
import { formatIndianNumber, MESSAGE_TEXTS, pluralForm } from '@ic/domain';
import { describe, expect, it } from 'vitest';
import type { CatalogueArea } from './areas';
import { CATALOGUE_AREAS } from './areas';
import { createI18n, loadCatalogue, switchLanguage } from './catalogues';
import { SAME_IN_BOTH_BY_AREA } from './sameInBoth';

type Catalogue = { messages: Messages };
const FILES = import.meta.glob<Catalogue>('./locales/*/*.po', { eager: true });

/** Every catalogue, by area and language, as the files hold them. */
const CATALOGUES = Object.fromEntries(
  CATALOGUE_AREAS.map((area) => [
    area,
    {
      en: FILES[`./locales/${area}/en.po`]?.messages ?? {},
      hi: FILES[`./locales/${area}/hi.po`]?.messages ?? {},
    },
  ]),
) as Record<CatalogueArea, { en: Messages; hi: Messages }>;

const SAME_IN_BOTH = new Set(Object.values(SAME_IN_BOTH_BY_AREA).flat());

async function englishAndHindi() {
  const en = createI18n({ strict: true });
  const hi = createI18n({ strict: true });
  await Promise.all(CATALOGUE_AREAS.map((area) => loadCatalogue(en, 'en', area)));
  await Promise.all(CATALOGUE_AREAS.map((area) => loadCatalogue(hi, 'hi', area)));
  hi.activate('hi');
  return { en, hi };
}

describe('the catalogues', () => {
  it('hold every key in both languages, each under its own area', () => {
    const files = Object.keys(FILES).map((file) => file.split('/')[2]);
    expect([...new Set(files)].sort()).toEqual([...CATALOGUE_AREAS].sort());
    for (const [area, { en, hi }] of Object.entries(CATALOGUES)) {
      expect(Object.keys(hi).sort(), area).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) expect(key.startsWith(`${area}.`), key).toBe(true);
    }
  });

  it('leave no English in Hindi but the product names', async () => {
    const { en, hi } = await englishAndHindi();
    const untranslated = Object.values(CATALOGUES)
      .flatMap(({ en }) => Object.keys(en))
      .filter(
        (key) => !SAME_IN_BOTH.has(key) && hi._(key, { count: 2 }) === en._(key, { count: 2 }),
      );
    expect(untranslated).toEqual([]);
  });

  it("hold the domain's messages verbatim in English (the spec's texts)", async () => {
    const { en } = await englishAndHindi();
    expect(Object.keys(CATALOGUES.errors.en).sort()).toEqual(Object.keys(MESSAGE_TEXTS).sort());
    for (const [key, text] of Object.entries(MESSAGE_TEXTS)) expect(en._(key), key).toBe(text);
    expect(en._('errors.invalidEmail')).toBe('Please enter a valid email address.');
  });

  it('count in each language, each count in its form', async () => {
    const { en, hi } = await englishAndHindi();
    const count = (i18n: typeof en, locale: string, n: number, query?: string) => {
      const counted = { form: pluralForm(n, locale), shown: formatIndianNumber(n, locale) };
      return query
        ? i18n._('characters.list.countMatching', { ...counted, query })
        : i18n._('characters.list.count', counted);
    };
    expect(count(en, 'en-IN', 1)).toBe('1 character');
    expect(count(en, 'en-IN', 0)).toBe('0 characters');
    expect(count(en, 'en-IN', 2500)).toBe('2,500 characters');
    expect(count(en, 'en-IN', 1, 'agnira')).toBe('1 character matches “agnira”');
    expect(count(en, 'en-IN', 14, 'agni')).toBe('14 characters match “agni”');
    expect(count(hi, 'hi-IN', 1, 'अग्नि')).toBe('“अग्नि” से 1 किरदार मिला');
    expect(count(hi, 'hi-IN', 0, 'अग्नि')).toBe('“अग्नि” से 0 किरदार मिला');
    expect(count(hi, 'hi-IN', 14, 'अग्नि')).toBe('“अग्नि” से 14 किरदार मिले');
    expect(en._('comics.list.count', { form: 'one', shown: '1' })).toBe('1 comic');
    expect(en._('careers.filters.count', { form: 'other', shown: '12' })).toBe('12 jobs');
  });
});

describe('switchLanguage', () => {
  it('loads what the screen shows in the new language before it switches', async () => {
    const i18n = createI18n({ strict: true });
    await loadCatalogue(i18n, 'en', 'characters');
    await switchLanguage(i18n, 'hi');
    expect(i18n.locale).toBe('hi');
    expect(i18n._('characters.list.title')).toBe('सभी किरदार');
    expect(i18n._('errors.notFound')).toBe('पेज नहीं मिला!');
    await switchLanguage(i18n, 'en');
    expect(i18n._('shell.nav.characters')).toBe('Characters');
  });
});
