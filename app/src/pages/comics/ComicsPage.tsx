import { COMIC_GENRES, COMIC_SORTS, isUpcoming, MESSAGES, POLICY, type Comic } from '@ic/domain';
import {
  Button,
  ComicCard,
  EmptyState,
  FilterBar,
  Grid,
  MinimumDuration,
  PageHero,
  Section,
  Skeleton,
  Stack,
  TextLink,
  useCatalogue,
  useFormat,
  useMessage,
  useT,
  type Filter,
} from '@ic/ui';
import { useSearchParams } from 'react-router-dom';
import { useComicCatalogue } from '../../api/comics';
import { paths } from '../../paths';
import { useComicMeta } from '../../sections/comics/comicMeta';
import { genreLabel } from '../../sections/comics/genres';
import { ContinueReadingSection } from '../../sections/reading/ContinueReadingSection';
import { usePageMeta } from '../usePageMeta';
import {
  catalogueParams,
  comicQuery,
  DEFAULT_CATALOGUE,
  readCatalogue,
  withChoice,
  withoutFilters,
  type Catalogue,
} from './catalogue';

/** Cards on a wide first screen: their covers load at once, the rest lazily. */
const FIRST_SCREEN = 4;
const SKELETON_CARDS = 8;

const any = (label: string) => ({ value: '', label });

type T = ReturnType<typeof useT>;

/** Genre and the sort as selects; rating, status and access as pills (a few choices each). */
function filtersOf(t: T, catalogue: Catalogue): Filter[] {
  return [
    {
      name: 'genre',
      label: t('comics.list.genre'),
      kind: 'select',
      options: [
        any(t('comics.list.genre.any')),
        ...COMIC_GENRES.map((g) => ({ value: g, label: genreLabel(t, g) })),
      ],
      value: catalogue.genre,
    },
    {
      name: 'sort',
      label: t('comics.list.sort'),
      kind: 'select',
      options: COMIC_SORTS.map(({ value }) => ({ value, label: t(`comics.list.sort.${value}`) })),
      value: catalogue.sort,
    },
    {
      name: 'rating',
      label: t('comics.list.rating'),
      kind: 'pills',
      options: [
        any(t('comics.list.rating.any')),
        ...POLICY.ratings.map((r) => ({
          value: r.code,
          label: t('comics.list.rating.option', {
            rating: r.code,
            label: t(`comics.rating.${r.code}`),
          }),
        })),
      ],
      value: catalogue.rating,
    },
    {
      name: 'status',
      label: t('comics.list.status'),
      kind: 'pills',
      options: [
        any(t('comics.list.status.any')),
        { value: 'ongoing', label: t('comics.status.ongoing') },
        { value: 'complete', label: t('comics.status.complete') },
      ],
      value: catalogue.status,
    },
    {
      name: 'access',
      label: t('comics.list.access'),
      kind: 'pills',
      options: [
        any(t('comics.list.access.any')),
        { value: 'free', label: t('comics.list.access.free') },
        { value: 'members', label: t('comics.list.access.members') },
      ],
      value: catalogue.access,
    },
  ];
}

/**
 * The comics catalogue (spec section 2): every comic, newest first unless sorted otherwise,
 * narrowed by genre, rating, status and free or members chapters (all in the address, all done
 * by the server), each leading to its chapters.
 */
export function ComicsPage() {
  useCatalogue('comics');
  const t = useT();
  const format = useFormat();
  const message = useMessage();
  const title = t('comics.list.title');
  usePageMeta(title, t('comics.list.meta'));
  const [params, setParams] = useSearchParams();
  const catalogue = readCatalogue(params);
  const { comics, isLoading } = useComicCatalogue(comicQuery(catalogue));
  const go = (next: Catalogue) => setParams(catalogueParams(next), { replace: true });
  const filtered = catalogueParams({ ...catalogue, sort: DEFAULT_CATALOGUE.sort }).size > 0;
  return (
    <>
      <PageHero
        title={title}
        eyebrow={t('comics.list.eyebrow')}
        description={t('comics.list.description')}
      />
      <ContinueReadingSection />
      <Section title={t('comics.list.all')} hideTitle>
        <Stack gap="lg">
          <FilterBar
            label={t('comics.list.filters')}
            filters={filtersOf(t, catalogue)}
            onChange={(name, value) => go(withChoice(catalogue, name, value))}
            // Only while a filter is set: the sort, never empty, would otherwise always offer it.
            onClear={filtered ? () => go(withoutFilters(catalogue)) : undefined}
            status={isLoading ? '' : t('comics.list.count', format.count(comics.length))}
          />
          <MinimumDuration ready={!isLoading} placeholder={<CatalogueSkeleton />}>
            {comics.length > 0 ? (
              <ComicGrid comics={comics} />
            ) : filtered ? (
              <EmptyState
                icon="search"
                headingLevel="h3"
                title={t('comics.list.noMatch')}
                message={t('comics.list.noMatchHint')}
                action={
                  <Button onClick={() => go(withoutFilters(catalogue))}>
                    {t('comics.list.showAll')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon="book"
                headingLevel="h3"
                title={message(MESSAGES.noComics, 'errors.noComics')}
                message={t('comics.list.emptyHint')}
                action={<TextLink href={paths.home.href()}>{t('comics.list.home')}</TextLink>}
              />
            )}
          </MinimumDuration>
        </Stack>
      </Section>
    </>
  );
}

/** One with no chapter out yet is greyed and marked UPCOMING, as on the home page. */
function ComicGrid({ comics }: { comics: Comic[] }) {
  const t = useT();
  const comicMeta = useComicMeta();
  const now = new Date();
  return (
    <Grid as="ul" min="sm" gap="lg" aria-label={t('comics.list.all')}>
      {comics.map((comic, index) => {
        const upcoming = isUpcoming(comic, now);
        return (
          <li key={comic._id}>
            <ComicCard
              title={comic.title}
              cover={comic.coverImg}
              meta={comicMeta(comic)}
              href={upcoming ? undefined : paths.comic.href(comic._id)}
              upcoming={upcoming}
              membersChapters={comic.membersChapterCount > 0}
              imageLoading={index < FIRST_SCREEN ? 'eager' : 'lazy'}
            />
          </li>
        );
      })}
    </Grid>
  );
}

function CatalogueSkeleton() {
  return (
    <Grid min="sm" gap="lg">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // One 'Loading…' for the whole catalogue.
        <Skeleton
          key={index}
          variant="card"
          ratio="portrait"
          label={index === 0 ? undefined : null}
        />
      ))}
    </Grid>
  );
}
