export {
  FOUNDER_HEADINGS,
  FounderProfile,
  type FounderFact,
  type FounderPortrait,
  type FounderProfileProps,
} from './FounderProfile';
