import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '@ic/domain';
import type { CatalogueArea } from './areas';
import { messages as englishShell } from './locales/shell/en.po';

type Load = () => Promise<{ messages: Messages }>;

/**
 * Every catalogue is its own chunk, fetched when first needed, so an English visitor downloads
 * no Hindi. The English shell alone is in the main script: the header and footer paint with the
 * first render, and it replaces the words those components held before.
 */
const LOADERS: Record<Language, Record<CatalogueArea, Load>> = {
  en: {
    shell: () => Promise.resolve({ messages: englishShell }),
    errors: () => import('./locales/errors/en.po'),
    characters: () => import('./locales/characters/en.po'),
  },
  hi: {
    shell: () => import('./locales/shell/hi.po'),
    errors: () => import('./locales/errors/hi.po'),
    characters: () => import('./locales/characters/hi.po'),
  },
};

/**
 * The areas every screen needs before it renders in a language. English leaves out its errors:
 * a message arrives with its English text beside its key, so only other languages look it up.
 */
export function startingAreas(language: Language): CatalogueArea[] {
  return language === DEFAULT_LANGUAGE ? ['shell'] : ['shell', 'errors'];
}

const loads = new WeakMap<I18n, Map<string, Promise<void>>>();
const loaded = new WeakMap<I18n, Set<string>>();

/**
 * A Lingui instance showing English, its shell loaded (another language switches once its
 * catalogues arrive). `strict` (stories and tests) makes an id no
 * catalogue holds throw, so a missing key fails the story instead of showing the id.
 */
export function createI18n({ strict = false }: { strict?: boolean } = {}): I18n {
  const i18n = setupI18n({
    ...(strict && {
      missing: (locale: string, id: string) => {
        throw new Error(`No message '${id}' in the ${locale} catalogues`);
      },
    }),
  });
  i18n.load('en', englishShell);
  i18n.activate('en');
  loaded.set(i18n, new Set(['en:shell']));
  return i18n;
}

export function isCatalogueLoaded(i18n: I18n, language: Language, area: CatalogueArea): boolean {
  return loaded.get(i18n)?.has(`${language}:${area}`) ?? false;
}

/** Loads one area's catalogue into the instance, once; later calls get the same promise. */
export function loadCatalogue(i18n: I18n, language: Language, area: CatalogueArea): Promise<void> {
  const key = `${language}:${area}`;
  let pending = loads.get(i18n);
  if (!pending) loads.set(i18n, (pending = new Map()));
  let load = pending.get(key);
  if (!load) {
    load = LOADERS[language][area]().then(({ messages }) => {
      i18n.load(language, messages);
      let done = loaded.get(i18n);
      if (!done) loaded.set(i18n, (done = new Set()));
      done.add(key);
    });
    pending.set(key, load);
  }
  return load;
}

/** The areas loaded in any language: a switch loads them in the new one before it shows. */
function areasFor(i18n: I18n, language: Language): CatalogueArea[] {
  const shown = [...(loaded.get(i18n) ?? [])]
    .map((key) => key.split(':')[1] as CatalogueArea)
    .filter((area) => area !== 'errors');
  return [...new Set([...startingAreas(language), ...shown])];
}

/**
 * Loads what a language needs (the starting areas and every area already shown), then makes it
 * the instance's language: the screen changes language in one step, never half-translated.
 */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  await Promise.all(areasFor(i18n, language).map((area) => loadCatalogue(i18n, language, area)));
  i18n.activate(language);
}
