export {
  OfflineLibrary,
  OFFLINE_LIBRARY_TONES,
  offlineLibraryVariants,
  type OfflineLibraryProps,
  type SavedChapterItem,
} from './OfflineLibrary';
