export {
  DownloadButton,
  DOWNLOAD_STATES,
  downloadButtonVariants,
  type DownloadButtonProps,
  type DownloadState,
} from './DownloadButton';
