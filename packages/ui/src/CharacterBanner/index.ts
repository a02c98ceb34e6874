export { CharacterBanner, type CharacterBannerProps } from './CharacterBanner';
