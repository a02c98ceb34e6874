import { POLICY, type ComicSummary } from '@ic/domain';
import {
  EmptyState,
  LinkProvider,
  PageHero,
  SearchResults,
  Section,
  TextLink,
  useCatalogue,
  useT,
} from '@ic/ui';
import { useSearchParams } from 'react-router-dom';
import { useSearchResults } from '../../api/search';
import { paths } from '../../paths';
import { BiographyLink } from '../../sections/characters/biographyLink';
import { usePageMeta } from '../usePageMeta';

type Translate = ReturnType<typeof useT>;

/** 'PG: Parental Guidance', then the genres (the server's words, as stored). */
function comicLines(comic: ComicSummary, t: Translate): string[] {
  const rating = POLICY.ratings.find((r) => r.code === comic.rating);
  return [
    rating ? `${rating.code}: ${t(`home.search.rating.${rating.code}`)}` : comic.rating,
    comic.genres.join(', '),
  ];
}

/**
 * The header search's results (/search?q=): the comics and characters whose names hold the
 * query, grouped, exact names first as the server ranks them.
 */
export function SearchPage() {
  useCatalogue('home');
  const t = useT();
  const title = t('home.search.title');
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  usePageMeta(q ? `${title}: ${q}` : title, t('home.search.metaDescription'));
  const { results, loading } = useSearchResults(q);
  return (
    <>
      <PageHero
        title={title}
        eyebrow={t('home.search.eyebrow')}
        description={t('home.search.description')}
      />
      <Section title={t('home.search.results')} hideTitle>
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
                meta: comicLines(comic, t),
                href: paths.comic.href(comic._id),
              }))}
              allCharactersHref={paths.characters.href(q)}
              emptyAction={
                <TextLink href={paths.characters.href()}>{t('home.search.browseAll')}</TextLink>
              }
            />
          </LinkProvider>
        ) : (
          <EmptyState
            icon="search"
            headingLevel="h2"
            title={t('home.search.promptTitle')}
            message={t('home.search.promptMessage')}
          />
        )}
      </Section>
    </>
  );
}
