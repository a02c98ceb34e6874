export {
  CharacterToolbar,
  SEARCH_DEBOUNCE_MS,
  type CharacterToolbarProps,
} from './CharacterToolbar';
export { useSearchDraft } from './useSearchDraft';
