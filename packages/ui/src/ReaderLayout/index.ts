export {
  READER_LAYOUT_FITS,
  ReaderLayout,
  readerLayoutVariants,
  type ReaderLayoutProps,
} from './ReaderLayout';
