import { useCatalogue, useT } from '@ic/ui';
import { useLocation } from 'react-router-dom';
import { useCharacter } from '../../api/characters';
import { biographyIdOf } from '../../sections/characters/biographyLink';
import { usePageMeta } from '../usePageMeta';
import { Biography } from './Biography';
import { BiographyNotFound, BiographySkeleton } from './BiographyStates';

/**
 * /characters/biography (spec section 2): the character whose id came as navigation state, or
 * in ?id= after a reload or from a shared link. A failed load is logged only (useCharacter).
 */
export function BiographyPage() {
  useCatalogue('characters');
  const t = useT();
  const id = biographyIdOf(useLocation());
  const { character, isLoading } = useCharacter(id);
  usePageMeta(
    character?.originalName ?? t('characters.bio.title'),
    character?.description || t('characters.bio.description'),
  );
  if (character) return <Biography character={character} />;
  if (id && isLoading) return <BiographySkeleton />;
  return <BiographyNotFound />;
}
