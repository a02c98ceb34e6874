import { POLICY, type ComicSummary } from '@ic/domain';
import { EmptyState, LinkProvider, PageHero, SearchResults, Section, TextLink } from '@ic/ui';
import { useSearchParams } from 'react-router-dom';
import { useSearchResults } from '../../api/search';
import { paths } from '../../paths';
import { BiographyLink } from '../../sections/characters/biographyLink';
import { usePageMeta } from '../usePageMeta';

const TITLE = paths.search.title;

/** 'PG: Parental Guidance', then the genres. */
function comicLines(comic: ComicSummary): string[] {
  const rating = POLICY.ratings.find((r) => r.code === comic.rating);
  return [rating ? `${rating.code}: ${rating.label}` : comic.rating, comic.genres.join(', ')];
}

/**
 * The header search's results (/search?q=): the comics and characters whose names hold the
 * query, grouped, exact names first as the server ranks them.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  usePageMeta(q ? `${TITLE}: ${q}` : TITLE, 'Find IC Universe characters and comics by name.');
  const { results, loading } = useSearchResults(q);
  return (
    <>
      <PageHero
        title={TITLE}
        eyebrow="Characters and comics"
        description="Everyone and every series whose name holds what you typed, best matches first."
      />
      <Section title="Search results" hideTitle>
        {q ? (
          <LinkProvider component={BiographyLink}>
            <SearchResults
              query={q}
              loading={loading}
              characters={results.characters.map((c) => ({
                id: c._id,
                name: c.originalName,
                imageUrl: c.mainImageUrl,
                href: paths.biography.href(c._id),
              }))}
              comics={results.comics.map((comic) => ({
                id: comic._id,
                title: comic.title,
                cover: comic.coverImg,
                meta: comicLines(comic),
                href: paths.comic.href(comic._id),
              }))}
              allCharactersHref={paths.characters.href(q)}
              emptyAction={
                <TextLink href={paths.characters.href()}>Browse every character</TextLink>
              }
            />
          </LinkProvider>
        ) : (
          <EmptyState
            icon="search"
            headingLevel="h2"
            title="What are you looking for?"
            message="Type a character's name or a comic's title in the search box at the top."
          />
        )}
      </Section>
    </>
  );
}
