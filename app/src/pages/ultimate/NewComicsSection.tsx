import { authorsText, comicsRow, MESSAGES } from '@ic/domain';
import { ComicCard, EmptyState, Grid, MinimumDuration, ScrollRow, Section, Skeleton } from '@ic/ui';
import { useComics } from '../../api/comics';
import { paths } from '../../paths';

const SHOWN = 8;

/** New comics weekly: the catalogue newest first; the readable ones open their chapters. */
export function NewComicsSection() {
  const { comics, isLoading } = useComics();
  const row = comicsRow(comics, new Date()).slice(0, SHOWN);
  return (
    <Section
      title="New comics weekly"
      tone="alt"
      description="A new chapter lands every week, and members read it first."
    >
      <MinimumDuration
        ready={!isLoading}
        placeholder={
          <Grid min="sm">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton
                key={index}
                variant="card"
                ratio="portrait"
                label={index ? null : undefined}
              />
            ))}
          </Grid>
        }
      >
        {row.length > 0 ? (
          <ScrollRow label="New comics" itemWidth="sm">
            {row.map(({ comic, readable }) => (
              <ComicCard
                key={comic._id}
                title={comic.title}
                cover={comic.coverImg}
                meta={[String(comic.releasedYear), authorsText(comic.authors)]}
                href={readable ? paths.chapters.href(comic._id) : undefined}
                upcoming={!readable}
                membersChapters={comic.membersChapterCount > 0}
              />
            ))}
          </ScrollRow>
        ) : (
          <EmptyState title={MESSAGES.noComics} />
        )}
      </MinimumDuration>
    </Section>
  );
}
