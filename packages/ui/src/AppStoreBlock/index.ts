export {
  APP_STORE_BLOCK_HEADINGS,
  AppStoreBlock,
  DEFAULT_APP_STORES,
  type AppStore,
  type AppStoreBlockProps,
} from './AppStoreBlock';
