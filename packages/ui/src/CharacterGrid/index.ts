export { CharacterGrid, type CharacterGridItem, type CharacterGridProps } from './CharacterGrid';
