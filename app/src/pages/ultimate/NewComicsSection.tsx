import { authorsText, comicsRow, MESSAGES } from '@ic/domain';
import {
  ComicCard,
  EmptyState,
  Grid,
  MinimumDuration,
  ScrollRow,
  Section,
  Skeleton,
  useMessage,
  useT,
} from '@ic/ui';
import { useComics } from '../../api/comics';
import { paths } from '../../paths';

const SHOWN = 8;

/** New comics weekly: the catalogue newest first; the readable ones open their chapters. */
export function NewComicsSection() {
  const t = useT();
  const message = useMessage();
  const { comics, isLoading } = useComics();
  const row = comicsRow(comics, new Date()).slice(0, SHOWN);
  return (
    <Section
      title={t('checkout.ultimate.newComics.title')}
      tone="alt"
      description={t('checkout.ultimate.newComics.description')}
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
                label={index ? null : t('checkout.ultimate.loading')}
              />
            ))}
          </Grid>
        }
      >
        {row.length > 0 ? (
          <ScrollRow label={t('checkout.ultimate.newComics.label')} itemWidth="sm">
            {row.map(({ comic, readable }) => (
              <ComicCard
                key={comic._id}
                title={comic.title}
                cover={comic.coverImg}
                meta={[String(comic.releasedYear), message(authorsText(comic.authors))]}
                href={readable ? paths.chapters.href(comic._id) : undefined}
                upcoming={!readable}
                membersChapters={comic.membersChapterCount > 0}
              />
            ))}
          </ScrollRow>
        ) : (
          <EmptyState title={message(MESSAGES.noComics, 'errors.noComics')} />
        )}
      </MinimumDuration>
    </Section>
  );
}
