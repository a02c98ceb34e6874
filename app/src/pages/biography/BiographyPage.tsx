import { useLocation } from 'react-router-dom';
import { useCharacter } from '../../api/characters';
import { paths } from '../../paths';
import { biographyIdOf } from '../../sections/characters/biographyLink';
import { usePageMeta } from '../usePageMeta';
import { Biography } from './Biography';
import { BiographyNotFound, BiographySkeleton } from './BiographyStates';

const DESCRIPTION = 'Powers, origin, allies and enemies of an IC Universe character.';

/**
 * /characters/biography (spec section 2): the character whose id came as navigation state, or
 * in ?id= after a reload or from a shared link. A failed load is logged only (useCharacter).
 */
export function BiographyPage() {
  const id = biographyIdOf(useLocation());
  const { character, isLoading } = useCharacter(id);
  usePageMeta(
    character?.originalName ?? paths.biography.title,
    character?.description || DESCRIPTION,
  );
  if (character) return <Biography character={character} />;
  if (id && isLoading) return <BiographySkeleton />;
  return <BiographyNotFound />;
}
