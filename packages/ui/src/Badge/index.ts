export {
  Badge,
  BADGE_SHAPES,
  BADGE_SIZES,
  BADGE_TONES,
  badgeVariants,
  Tag,
  type BadgeProps,
  type TagProps,
} from './Badge';
