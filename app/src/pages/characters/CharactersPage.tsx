import type { HeroSlide } from '@ic/domain';
import { useCatalogue, useT } from '@ic/ui';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../usePageMeta';
import { browseParams, readBrowse, withFilter } from './browse';
import { CHARACTER_SEARCH_ID, CharacterBrowser } from './CharacterBrowser';
import { CharactersHero } from './CharactersHero';

/** Each slide's side: its button shows the list of that side. */
const SIDE_OF_SLIDE: Record<string, string> = {
  heroes: 'hero',
  middle: 'middle',
  villains: 'villain',
};

/** The characters hub (spec section 2): the three-slide hero, then the browse list. */
export function CharactersPage() {
  useCatalogue('characters');
  const t = useT();
  usePageMeta(t('characters.hero.title'), t('characters.meta.description'));
  const [params, setParams] = useSearchParams();
  // A slide's button ('Meet the Heroes') filters the list to that side and takes the visitor there.
  const meet = (slide: HeroSlide) => {
    const side = SIDE_OF_SLIDE[slide.key] ?? '';
    setParams(browseParams(withFilter(readBrowse(params), 'alignment', side)));
    document.getElementById(CHARACTER_SEARCH_ID)?.focus();
  };
  const { alignment } = readBrowse(params);
  const currentSlide = Object.keys(SIDE_OF_SLIDE).find((key) => SIDE_OF_SLIDE[key] === alignment);
  return (
    <>
      <CharactersHero onMeet={meet} currentSlide={currentSlide} />
      <CharacterBrowser />
    </>
  );
}
