export { CharacterCard, type CharacterCardProps } from './CharacterCard';
