export {
  LOADING_LABEL,
  Skeleton,
  SKELETON_RATIOS,
  SKELETON_VARIANTS,
  SkeletonText,
  skeletonVariants,
  type SkeletonProps,
} from './Skeleton';
