export { CharacterStory, type CharacterStoryProps } from './CharacterStory';
