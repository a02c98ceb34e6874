export { ThumbnailStrip, type Thumbnail, type ThumbnailStripProps } from './ThumbnailStrip';
