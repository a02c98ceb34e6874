import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { CharacterGrid, type CharacterGridItem } from '../CharacterGrid';
import { ComicCard } from '../ComicCard';
import { EmptyState } from '../EmptyState';
import { Grid } from '../Layout';
import { TextLink } from '../TextLink';
import { vars } from '../theme';
import { useFormat, useT } from '../i18n';

export type SearchResultComic = {
  id: string;
  title: string;
  cover?: string | null;
  /** Lines under the title, e.g. rating and genres. */
  meta?: string | readonly string[];
  href: string;
};

export type SearchResultsProps = {
  /** What was searched for, as typed. */
  query: string;
  characters: readonly CharacterGridItem[];
  comics: readonly SearchResultComic[];
  /** Where the whole list of matching characters is (the characters page's search). */
  allCharactersHref?: string;
  /** Shown when nothing matched, e.g. a link to browse everything. */
  emptyAction?: ReactNode;
  /** Results for a new query are on their way: the current ones stay, marked busy. */
  loading?: boolean;
  className?: string;
};

const Root = styled.section`
  display: grid;
  gap: ${vars.space[8]};
  scroll-margin-top: ${vars.space[8]};

  & [data-slot='results-header'] {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${vars.space[3]};
  }
  & [data-slot='results-heading'] {
    margin: 0;
    font-family: ${vars.font.display};
    font-size: ${vars.fontSize.xl};
  }
  & [data-slot='results-heading']:focus {
    outline: none;
  }
  & [data-slot='group'] {
    display: grid;
    gap: ${vars.space[4]};
  }
  & [data-slot='group-heading'] {
    margin: 0;
    font-size: ${vars.fontSize.lg};
  }
  & [data-slot='group-count'] {
    color: ${vars.color.muted};
    font-weight: ${vars.fontWeight.regular};
  }
  & [data-slot='searching'] {
    margin: 0;
    font-weight: ${vars.fontWeight.bold};
  }
`;

/**
 * The header search's one results view: characters and comics in two groups, each with its count.
 * Its heading takes focus when the results for a new query arrive, so they are scrolled into view
 * and announced.
 */
export function SearchResults({
  query,
  characters,
  comics,
  allCharactersHref,
  emptyAction,
  loading = false,
  className,
}: SearchResultsProps) {
  const t = useT();
  const { number } = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (!loading) heading.current?.focus();
  }, [query, loading]);
  const none = !loading && characters.length === 0 && comics.length === 0;
  return (
    <Root aria-labelledby={headingId} aria-busy={loading || undefined} className={className}>
      <div data-slot="results-header">
        <h2 id={headingId} data-slot="results-heading" tabIndex={-1} ref={heading}>
          {t('home.search.resultsFor', { query })}
        </h2>
        <p role="status" data-slot="searching">
          {loading ? t('home.search.searching') : ''}
        </p>
      </div>
      {none && (
        <EmptyState
          icon="search"
          headingLevel="h3"
          title={t('home.search.noneTitle')}
          message={t('home.search.noneMessage')}
          action={emptyAction}
        />
      )}
      {comics.length > 0 && (
        <div data-slot="group">
          <h3 data-slot="group-heading">
            {t('home.search.comics')} <span data-slot="group-count">({number(comics.length)})</span>
          </h3>
          <Grid as="ul" min="xs" gap="lg" aria-label={t('home.search.comicsFound')}>
            {comics.map((comic) => (
              <li key={comic.id}>
                <ComicCard
                  title={comic.title}
                  cover={comic.cover}
                  meta={comic.meta}
                  href={comic.href}
                  headingLevel="h4"
                />
              </li>
            ))}
          </Grid>
        </div>
      )}
      {characters.length > 0 && (
        <div data-slot="group">
          <h3 data-slot="group-heading">
            {t('home.search.characters')}{' '}
            <span data-slot="group-count">({number(characters.length)})</span>
          </h3>
          <CharacterGrid characters={characters} label={t('home.search.charactersFound')} />
          {allCharactersHref && (
            <p>
              <TextLink href={allCharactersHref}>
                {t('home.search.everyCharacter', { query })}
              </TextLink>
            </p>
          )}
        </div>
      )}
    </Root>
  );
}
