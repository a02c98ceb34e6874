// The server's own Lingui catalogues (issue 19): the mails' (mail/locales) and the page heads'
// (pages/locales), PO files with explicit ids as the app's. Node runs the server's TypeScript as it
// is, with no Vite to compile PO files, so they are read and their ICU messages compiled here,
// once, when the server starts.
import fs from 'node:fs';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '@ic/domain';

/** Where a language's file of a catalogue lives: `<folder>/<language>.po`. */
export type CatalogueFiles = (language: Language) => URL;

/** A catalogue as written: id -> ICU message (tests compare the languages' ids). */
export function readCatalogue(file: URL): Record<string, string> {
  const po = parsePoFile(fs.readFileSync(file, 'utf8'));
  return Object.fromEntries(
    po.items.filter((item) => item.msgid !== '').map((item) => [item.msgid, item.msgstr[0] ?? '']),
  );
}

function compiled(file: URL): Messages {
  const messages: Messages = {};
  for (const [id, message] of Object.entries(readCatalogue(file))) {
    messages[id] = compileMessage(message);
  }
  return messages;
}

/**
 * One Lingui instance per language of a catalogue, each compiled once. An id the catalogue does
 * not hold throws (`name` says which catalogue): the catalogue tests write every message.
 */
export function catalogueInstances(name: string, files: CatalogueFiles): Record<Language, I18n> {
  const instance = (language: Language) => {
    const i18n = setupI18n({
      missing: (_locale: string, id: string) => {
        throw new Error(`No ${name} message '${id}' in the ${language} catalogue`);
      },
    });
    i18n.load(language, compiled(files(language)));
    i18n.activate(language);
    return i18n;
  };
  return Object.fromEntries(LANGUAGES.map((language) => [language, instance(language)])) as Record<
    Language,
    I18n
  >;
}
