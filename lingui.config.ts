// Lingui's catalogues (issue 19): one PO file per language and area, compiled when Vite imports
// them (@lingui/vite-plugin), so the browser gets plain functions and no ICU parser. Ids are
// explicit ('characters.search.label'); the English file holds the English text.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { CATALOGUE_AREAS } from './packages/ui/src/i18n/areas.ts';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: CATALOGUE_AREAS.map((area) => ({
    path: `<rootDir>/packages/ui/src/i18n/locales/${area}/{locale}`,
    include: [],
  })),
});
