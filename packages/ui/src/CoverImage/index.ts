export { COVER_SHAPES, CoverImage, coverImageVariants, type CoverImageProps } from './CoverImage';
