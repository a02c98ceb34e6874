import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language, type PolicyDocument, type PolicySlug } from '@ic/domain';
import type { CatalogueArea } from './areas';
import { messages as englishShell } from './locales/shell/en.po';

type Load = () => Promise<{ messages: Messages }>;

/** The five policies written in one language. */
export type PolicyTexts = Readonly<Record<PolicySlug, PolicyDocument>>;

/**
 * The policies written in a language other than English (the domain's POLICIES are the English,
 * the binding text). They are documents rather than messages, and they belong to the legal
 * area: its catalogue in that language loads them beside its messages, so whatever waits for
 * the legal words (a page's Suspense, the server's draw, the browser before it hydrates a drawn
 * page) has the policy's text too. The module is its own chunk (hi-*.js), fetched by Hindi only.
 */
const POLICY_TEXTS: Partial<Record<Language, () => Promise<PolicyTexts>>> = {
  hi: () => import('@ic/domain/policies/hi').then((module) => module.HINDI_POLICIES),
};

/** Every other catalogue, by its file: `./locales/<area>/<language>.po`. */
const FILES = import.meta.glob<{ messages: Messages }>([
  './locales/*/*.po',
  '!./locales/shell/en.po',
]);

/**
 * Every catalogue is its own chunk, fetched when first needed, so an English visitor downloads
 * no Hindi. The English shell alone is in the main script: the header and footer paint with the
 * first render, and it replaces the words those components held before.
 */
function loaderOf(language: Language, area: CatalogueArea): Load {
  if (language === DEFAULT_LANGUAGE && area === 'shell') {
    return () => Promise.resolve({ messages: englishShell });
  }
  const load = FILES[`./locales/${area}/${language}.po`];
  if (!load) throw new Error(`No ${language} catalogue for the ${area} area`);
  return load;
}

/**
 * The areas every screen needs before it renders in a language. English leaves out its errors:
 * a message arrives with its English text beside its key, so only other languages look it up.
 */
export function startingAreas(language: Language): CatalogueArea[] {
  return language === DEFAULT_LANGUAGE ? ['shell'] : ['shell', 'errors'];
}

type Loading = {
  pending: Map<string, Promise<void>>;
  done: Set<string>;
  policies: Map<Language, PolicyTexts>;
};

/**
 * What an instance has loaded, kept on the instance itself: react-lingui hands components a
 * Proxy of it, which a WeakMap would not recognise, while a property reads through.
 */
const LOADING = Symbol('catalogues');

function loadingOf(i18n: I18n): Loading {
  const holder = i18n as I18n & { [LOADING]?: Loading };
  holder[LOADING] ??= { pending: new Map(), done: new Set(), policies: new Map() };
  return holder[LOADING];
}

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
  loadingOf(i18n).done.add('en:shell');
  return i18n;
}

/** A settled promise that says so, as React's use() reads one: it returns at once, not suspending. */
type Loaded = Promise<void> & { status?: 'fulfilled'; value?: undefined };
const settle = (load: Loaded) => Object.assign(load, { status: 'fulfilled', value: undefined });

/**
 * Loads one area's catalogue into the instance, once; later calls get the same promise, which
 * once loaded is marked settled (React's use() then reads it without suspending).
 */
export function loadCatalogue(i18n: I18n, language: Language, area: CatalogueArea): Promise<void> {
  const key = `${language}:${area}`;
  const { pending, done, policies } = loadingOf(i18n);
  let load = pending.get(key);
  if (!load && done.has(key)) load = settle(Promise.resolve());
  if (!load) {
    const texts = area === 'legal' ? POLICY_TEXTS[language] : undefined;
    const loading: Loaded = Promise.all([loaderOf(language, area)(), texts?.()]).then(
      ([{ messages }, written]) => {
        i18n.load(language, messages);
        if (written) policies.set(language, written);
        done.add(key);
        settle(loading);
      },
    );
    load = loading;
  }
  pending.set(key, load);
  return load;
}

/**
 * A policy as written in a language, once that language's legal catalogue is loaded; undefined
 * for English (the domain's POLICIES) and for a language it is not written in.
 */
export function writtenPolicy(
  i18n: I18n,
  language: Language,
  slug: PolicySlug,
): PolicyDocument | undefined {
  return loadingOf(i18n).policies.get(language)?.[slug];
}

/** The areas loaded in any language: a switch loads them in the new one before it shows. */
function areasFor(i18n: I18n, language: Language): CatalogueArea[] {
  const shown = [...loadingOf(i18n).done]
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
  // Activating the language shown already would re-render every translated component for nothing.
  if (i18n.locale !== language) i18n.activate(language);
}

/** A Lingui instance and the language it shows, ready to render with no catalogue to wait for. */
export type PreparedLanguage = { i18n: I18n; language: Language };

/**
 * An instance showing `language`, its starting areas and `areas` loaded: the server draws a page
 * with one, and the browser takes that page over with one holding the same words, so hydration
 * draws what the server drew without waiting for a catalogue.
 */
export async function prepareLanguage(
  language: Language,
  areas: readonly CatalogueArea[] = [],
): Promise<PreparedLanguage> {
  const i18n = createI18n();
  await Promise.all(areas.map((area) => loadCatalogue(i18n, language, area)));
  await switchLanguage(i18n, language);
  return { i18n, language };
}

/** The areas an instance has loaded in a language (what a drawn page used). */
export function loadedAreas(i18n: I18n, language: Language): CatalogueArea[] {
  return [...loadingOf(i18n).done]
    .map((key) => key.split(':'))
    .filter(([loaded]) => loaded === language)
    .map(([, area]) => area as CatalogueArea);
}
