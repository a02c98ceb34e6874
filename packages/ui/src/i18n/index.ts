export { CATALOGUE_AREAS, type CatalogueArea } from './areas';
export {
  createI18n,
  loadCatalogue,
  loadedAreas,
  prepareLanguage,
  type PolicyTexts,
  type PreparedLanguage,
  startingAreas,
  switchLanguage,
  writtenPolicy,
} from './catalogues';
export {
  type Counted,
  useCatalogue,
  useFormat,
  useLanguage,
  useMessage,
  useT,
  useWrittenPolicy,
} from './hooks';
export { InEnglish } from './InEnglish';
export { LanguageProvider } from './LanguageProvider';
