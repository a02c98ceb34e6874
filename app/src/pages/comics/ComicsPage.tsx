import { isUpcoming, MESSAGES } from '@ic/domain';
import {
  ComicCard,
  EmptyState,
  Grid,
  MinimumDuration,
  PageHero,
  Section,
  Skeleton,
  TextLink,
} from '@ic/ui';
import { useComics } from '../../api/comics';
import { paths } from '../../paths';
import { comicMeta } from '../../sections/comics/comicMeta';
import { ContinueReadingSection } from '../../sections/reading/ContinueReadingSection';
import { usePageMeta } from '../usePageMeta';

const TITLE = paths.comics.title;
const DESCRIPTION = 'Read IC Universe comics: every series with its covers, years and authors.';
/** Cards on a wide first screen: their covers load at once, the rest lazily. */
const FIRST_SCREEN = 4;
const SKELETON_CARDS = 8;

/**
 * The comics catalogue (spec section 2): every comic, newest first, each leading to its chapters;
 * one with no chapter out yet is greyed and marked UPCOMING, as on the home page.
 */
export function ComicsPage() {
  usePageMeta(TITLE, DESCRIPTION);
  const { comics, isLoading } = useComics();
  const now = new Date();
  return (
    <>
      <PageHero
        title={TITLE}
        eyebrow="Read"
        description="Every IC Universe series, newest first. Pick a comic to read its chapters."
      />
      <ContinueReadingSection />
      <Section title="All comics" hideTitle>
        <MinimumDuration ready={!isLoading} placeholder={<CatalogueSkeleton />}>
          {comics.length > 0 ? (
            <Grid as="ul" min="sm" gap="lg" aria-label="All comics">
              {comics.map((comic, index) => {
                const upcoming = isUpcoming(comic, now);
                return (
                  <li key={comic._id}>
                    <ComicCard
                      title={comic.title}
                      cover={comic.coverImg}
                      meta={comicMeta(comic)}
                      href={upcoming ? undefined : paths.chapters.href(comic._id)}
                      upcoming={upcoming}
                      membersChapters={comic.membersChapterCount > 0}
                      imageLoading={index < FIRST_SCREEN ? 'eager' : 'lazy'}
                    />
                  </li>
                );
              })}
            </Grid>
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
      </Section>
    </>
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
