export { OfflineScreen, OFFLINE_TEXT, type OfflineScreenProps } from './OfflineScreen';
