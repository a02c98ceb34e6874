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
  type Filter,
} from '@ic/ui';
import { useSearchParams } from 'react-router-dom';
import { useComicCatalogue } from '../../api/comics';
import { paths } from '../../paths';
import { comicMeta } from '../../sections/comics/comicMeta';
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

const TITLE = paths.comics.title;
const DESCRIPTION = 'Read IC Universe comics: every series with its covers, years and authors.';
/** Cards on a wide first screen: their covers load at once, the rest lazily. */
const FIRST_SCREEN = 4;
const SKELETON_CARDS = 8;

const any = (label: string) => ({ value: '', label });

/** Genre and the sort as selects; rating, status and access as pills (a few choices each). */
function filtersOf(catalogue: Catalogue): Filter[] {
  return [
    {
      name: 'genre',
      label: 'Genre',
      kind: 'select',
      options: [any('Every genre'), ...COMIC_GENRES.map((g) => ({ value: g, label: g }))],
      value: catalogue.genre,
    },
    {
      name: 'sort',
      label: 'Sort by',
      kind: 'select',
      options: COMIC_SORTS,
      value: catalogue.sort,
    },
    {
      name: 'rating',
      label: 'Rating',
      kind: 'pills',
      options: [
        any('Any rating'),
        ...POLICY.ratings.map((r) => ({ value: r.code, label: `${r.code}: ${r.label}` })),
      ],
      value: catalogue.rating,
    },
    {
      name: 'status',
      label: 'Status',
      kind: 'pills',
      options: [
        any('Any'),
        { value: 'ongoing', label: 'Ongoing' },
        { value: 'complete', label: 'Complete' },
      ],
      value: catalogue.status,
    },
    {
      name: 'access',
      label: 'Chapters',
      kind: 'pills',
      options: [
        any('All'),
        { value: 'free', label: 'Free to read' },
        { value: 'members', label: 'For members' },
      ],
      value: catalogue.access,
    },
  ];
}

const countLabel = (count: number) => `${count} ${count === 1 ? 'comic' : 'comics'}`;

/**
 * The comics catalogue (spec section 2): every comic, newest first unless sorted otherwise,
 * narrowed by genre, rating, status and free or members chapters (all in the address, all done
 * by the server), each leading to its chapters.
 */
export function ComicsPage() {
  usePageMeta(TITLE, DESCRIPTION);
  const [params, setParams] = useSearchParams();
  const catalogue = readCatalogue(params);
  const { comics, isLoading } = useComicCatalogue(comicQuery(catalogue));
  const go = (next: Catalogue) => setParams(catalogueParams(next), { replace: true });
  const filtered = catalogueParams({ ...catalogue, sort: DEFAULT_CATALOGUE.sort }).size > 0;
  return (
    <>
      <PageHero
        title={TITLE}
        eyebrow="Read"
        description="Every IC Universe series, newest first. Pick a comic to read its chapters."
      />
      <ContinueReadingSection />
      <Section title="All comics" hideTitle>
        <Stack gap="lg">
          <FilterBar
            label="Filter comics"
            filters={filtersOf(catalogue)}
            onChange={(name, value) => go(withChoice(catalogue, name, value))}
            // Only while a filter is set: the sort, never empty, would otherwise always offer it.
            onClear={filtered ? () => go(withoutFilters(catalogue)) : undefined}
            status={isLoading ? '' : countLabel(comics.length)}
          />
          <MinimumDuration ready={!isLoading} placeholder={<CatalogueSkeleton />}>
            {comics.length > 0 ? (
              <ComicGrid comics={comics} />
            ) : filtered ? (
              <EmptyState
                icon="search"
                headingLevel="h3"
                title="No comic matches every filter"
                message="Try fewer filters."
                action={
                  <Button onClick={() => go(withoutFilters(catalogue))}>Show every comic</Button>
                }
              />
            ) : (
              <EmptyState
                icon="book"
                headingLevel="h3"
                title={MESSAGES.noComics}
                message="Our first series is on its way. Come back soon."
                action={<TextLink href={paths.home.href()}>Back to Home</TextLink>}
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
  const now = new Date();
  return (
    <Grid as="ul" min="sm" gap="lg" aria-label="All comics">
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
