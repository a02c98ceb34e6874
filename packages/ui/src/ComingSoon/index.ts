export {
  ComingSoon,
  COMING_SOON_MESSAGE,
  COMING_SOON_TEXT,
  type ComingSoonProps,
} from './ComingSoon';
