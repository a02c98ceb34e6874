export { CATALOGUE_AREAS, type CatalogueArea } from './areas';
export {
  createI18n,
  isCatalogueLoaded,
  loadCatalogue,
  loadedAreas,
  prepareLanguage,
  type PreparedLanguage,
  startingAreas,
  switchLanguage,
} from './catalogues';
export { useCatalogue, useFormat, useLanguage, useMessage, useT } from './hooks';
export { InEnglish } from './InEnglish';
export { LanguageProvider } from './LanguageProvider';
