import { paths } from '../../paths';
import { usePageMeta } from '../usePageMeta';
import { CHARACTER_SEARCH_ID, CharacterBrowser } from './CharacterBrowser';
import { CharactersHero } from './CharactersHero';

/** A slide's button ('Meet the Heroes') takes the visitor to the browse list's search. */
function meetTheCharacters() {
  document.getElementById(CHARACTER_SEARCH_ID)?.focus();
}

/** The characters hub (spec section 2): the three-slide hero, then the browse list. */
export function CharactersPage() {
  usePageMeta(
    paths.characters.title,
    'Browse the heroes, villains and everyone in between of the IC Universe.',
  );
  return (
    <>
      <CharactersHero onMeet={meetTheCharacters} />
      <CharacterBrowser />
    </>
  );
}
