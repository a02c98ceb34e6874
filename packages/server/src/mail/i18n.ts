// The mails' words in each language (issue 19): one Lingui catalogue, `mail`, kept with the
// server in locales/<language>.po (explicit ids, `mail.<mail>.<name>`, as the app's catalogues).
// Node runs the server's TypeScript as it is, with no Vite to compile PO files, so they are read
// and their ICU messages compiled here, once, when the server starts.
import fs from 'node:fs';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  DEFAULT_LANGUAGE,
  formatDate,
  formatDateTime,
  formatRupees,
  LANGUAGE_LOCALES,
  LANGUAGES,
  type Language,
} from '@ic/domain';

/** Where a language's mail catalogue lives. */
export const mailCatalogueFile = (language: Language) =>
  new URL(`./locales/${language}.po`, import.meta.url);

/** A catalogue as written: id -> ICU message (tests compare the languages' ids). */
export function readMailCatalogue(language: Language): Record<string, string> {
  const po = parsePoFile(fs.readFileSync(mailCatalogueFile(language), 'utf8'));
  return Object.fromEntries(
    po.items.filter((item) => item.msgid !== '').map((item) => [item.msgid, item.msgstr[0] ?? '']),
  );
}

function compiled(language: Language): Messages {
  const messages: Messages = {};
  for (const [id, message] of Object.entries(readMailCatalogue(language))) {
    messages[id] = compileMessage(message);
  }
  return messages;
}

function instance(language: Language): I18n {
  const i18n = setupI18n({
    // An id no catalogue holds is a template's mistake: the catalogue test renders every mail.
    missing: (_locale: string, id: string) => {
      throw new Error(`No mail message '${id}' in the ${language} catalogue`);
    },
  });
  i18n.load(language, compiled(language));
  i18n.activate(language);
  return i18n;
}

const INSTANCES = Object.fromEntries(
  LANGUAGES.map((language) => [language, instance(language)]),
) as Record<Language, I18n>;

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
