import { useLingui } from '@lingui/react';
import {
  formatDate,
  formatIndianNumber,
  pluralForm,
  formatRupees,
  LANGUAGE_LOCALES,
  messageKeyOf,
  parseLanguage,
  DEFAULT_LANGUAGE,
  type Language,
  type PolicyDocument,
  type PolicySlug,
} from '@ic/domain';
import { use, useMemo } from 'react';
import type { CatalogueArea } from './areas';
import { loadCatalogue, writtenPolicy } from './catalogues';

/** The language the screen is shown in. */
export function useLanguage(): Language {
  return parseLanguage(useLingui().i18n.locale) ?? DEFAULT_LANGUAGE;
}

/**
 * The translate function: `t('shell.header.search')`, `t('comics.list.count', format.count(n))`
 * (values, and counts as their form and number: see useFormat). A component re-renders when the language changes.
 */
export function useT() {
  return useLingui()._;
}

/**
 * A domain or server message in the screen's language: its key (given, as the envelope's
 * messageKey, or found from the English text) when the language's `errors` catalogue has it,
 * else the English text it came with (English itself needs no lookup).
 */
export function useMessage() {
  const { i18n, _ } = useLingui();
  return (english: string, key?: string | null): string => {
    const id = key ?? messageKeyOf(english);
    return id && Object.prototype.hasOwnProperty.call(i18n.messages, id) ? _(id) : english;
  };
}

/**
 * Suspends until an area's catalogue (or each of several areas') is loaded in the screen's
 * language: a page calls it first, so the Suspense boundary that waits for its code waits for its
 * words too. Several areas load side by side, not one after the other.
 */
export function useCatalogue(...areas: [CatalogueArea, ...CatalogueArea[]]): void {
  const { i18n } = useLingui();
  const language = parseLanguage(i18n.locale) ?? DEFAULT_LANGUAGE;
  // Every area's promise, loaded or not: React wants the same use() calls in every render.
  const loads = areas.map((area) => loadCatalogue(i18n, language, area));
  for (const load of loads) use(load);
}

/**
 * A policy as the screen's language writes it (Hindi's own text, loaded with the legal
 * catalogue: it suspends as useCatalogue does); undefined where the domain's English POLICIES
 * are the text to show.
 */
export function useWrittenPolicy(slug: PolicySlug): PolicyDocument | undefined {
  useCatalogue('legal');
  const { i18n } = useLingui();
  return writtenPolicy(i18n, useLanguage(), slug);
}

/** A count as a message takes it: `{form, select, one {{shown} page} other {{shown} pages}}`. */
export type Counted = { form: 'one' | 'other'; shown: string };

/** Numbers, rupees and dates the way the screen's language writes them (hi-IN: 3,25,701). */
export function useFormat() {
  const language = useLanguage();
  return useMemo(() => {
    const locale = LANGUAGE_LOCALES[language];
    // English dates keep the spec's 'Oct 12, 2025' (en-US order); Hindi writes its own.
    const dateLocale = language === DEFAULT_LANGUAGE ? undefined : locale;
    return {
      number: (n: number) => formatIndianNumber(n, locale),
      /** What a counted message takes: its form ('one', 'other') and the number as written. */
      count: (n: number): Counted => ({
        form: pluralForm(n, locale),
        shown: formatIndianNumber(n, locale),
      }),
      rupees: (amount: number) => formatRupees(amount, locale),
      date: (iso: string) => formatDate(iso, undefined, dateLocale),
    };
  }, [language]);
}
