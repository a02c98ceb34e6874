export { PageReader, type PageReaderProps } from './PageReader';
export { PageImage, type PageImageProps } from './PageImage';
export { openingPicture } from './geometry';
