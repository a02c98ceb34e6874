// The mails' words in each language (issue 19): one Lingui catalogue, `mail`, kept with the
// server in locales/<language>.po (explicit ids, `mail.<mail>.<name>`, as the app's catalogues),
// read and compiled once at start (i18n/catalogue.ts).
import {
  DEFAULT_LANGUAGE,
  formatDate,
  formatDateTime,
  formatRupees,
  LANGUAGE_LOCALES,
  type Language,
} from '@ic/domain';
import { catalogueInstances, readCatalogue } from '../i18n/catalogue.ts';

/** Where a language's mail catalogue lives. */
export const mailCatalogueFile = (language: Language) =>
  new URL(`./locales/${language}.po`, import.meta.url);

/** A catalogue as written: id -> ICU message (tests compare the languages' ids). */
export const readMailCatalogue = (language: Language) => readCatalogue(mailCatalogueFile(language));

// An id no catalogue holds is a template's mistake: the catalogue test renders every mail.
const INSTANCES = catalogueInstances('mail', mailCatalogueFile);

type Values = Record<string, string | number>;

/** What a template writes with: its language's words, and values written its way. */
export interface MailWords {
  language: Language;
  /** The message of an id, its {values} filled in. */
  t(id: string, values?: Values): string;
  /** Rupees: ₹3,25,701 (hi-IN groups the same way, in its own digits' style). */
  rupees(amount: number): string;
  /** A day: 'Oct 12, 2025' in English (the spec's), the Hindi calendar's words in Hindi. */
  date(iso: string): string;
  /** A day and time on the India clock. */
  dateTime(iso: string): string;
}

/**
 * The words of one language. English dates keep the spec's 'Oct 12, 2025' (en-US order, as the
 * app's useFormat does); Hindi ones are written by hi-IN.
 */
export function mailWords(language: Language = DEFAULT_LANGUAGE): MailWords {
  const i18n = INSTANCES[language];
  const locale = LANGUAGE_LOCALES[language];
  const dateLocale = language === DEFAULT_LANGUAGE ? undefined : locale;
  return {
    language,
    t: (id, values) => i18n._(id, values),
    rupees: (amount) => formatRupees(amount, locale),
    date: (iso) => formatDate(iso, undefined, dateLocale),
    dateTime: (iso) => formatDateTime(iso, undefined, dateLocale),
  };
}
