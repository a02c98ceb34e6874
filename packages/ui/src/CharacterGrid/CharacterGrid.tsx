import { PAGING } from '@ic/domain';
import styled from 'styled-components';
import { CharacterCard } from '../CharacterCard';
import { useT } from '../i18n';
import { Skeleton } from '../Skeleton';
import { media, vars } from '../theme';

export type CharacterGridItem = {
  id: string;
  name: string;
  imageUrl?: string | null;
  /** The card's link, e.g. the character's biography. */
  href: string;
};

export type CharacterGridProps = {
  characters: readonly CharacterGridItem[];
  /** Shows skeleton cards (announced once as loading) instead of the characters. */
  loading?: boolean;
  /** The cards on screen are about to be replaced (a new page is on its way): dimmed and aria-busy. */
  busy?: boolean;
  /** How many skeleton cards stand in while loading: one page. */
  placeholders?: number;
  /** How many portraits load eagerly (the first screen); the rest load as they scroll in. */
  eagerCount?: number;
  /** The list's accessible name. */
  label?: string;
  className?: string;
};

/** Two, three or four columns: each divides a page of 12, so no row is left half empty. */
const Cells = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  transition: opacity ${vars.motion.fast} ${vars.motion.easing};

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${vars.space[6]};
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  &[aria-busy='true'] {
    opacity: 0.6;
  }
  & > li {
    display: grid;
  }
`;

/** The characters browse list: a grid of character cards, or a page of skeletons while it loads. */
export function CharacterGrid({
  characters,
  loading = false,
  busy = false,
  placeholders = PAGING.charactersPerPage,
  eagerCount = 4,
  label = 'Characters',
  className,
}: CharacterGridProps) {
  const t = useT();
  if (loading) {
    return (
      <div role="status" className={className} data-loading="">
        <span className="ic-visually-hidden">{t('shell.loading')}</span>
        <Cells as="div" aria-hidden="true">
          {Array.from({ length: placeholders }, (_, index) => (
            <Skeleton key={index} variant="card" ratio="portrait" label={null} />
          ))}
        </Cells>
      </div>
    );
  }
  return (
    <Cells aria-label={label} aria-busy={busy || undefined} className={className}>
      {characters.map((character, index) => (
        <li key={character.id}>
          <CharacterCard
            name={character.name}
            imageUrl={character.imageUrl}
            href={character.href}
            imageLoading={index < eagerCount ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </Cells>
  );
}
