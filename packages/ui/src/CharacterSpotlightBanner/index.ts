export {
  CHARACTER_SPOTLIGHT_HEADINGS,
  CharacterSpotlightBanner,
  type CharacterSpotlightBannerProps,
} from './CharacterSpotlightBanner';
