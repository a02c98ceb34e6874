import { authorsText, comicsRow, type Comic } from '@ic/domain';
import {
  ComicCard,
  EmptyState,
  MinimumDuration,
  ScrollRow,
  Section,
  TextLink,
  useMessage,
  useT,
} from '@ic/ui';
import { useComics } from '../../../api/comics';
import { paths } from '../../../paths';
import { CardsPlaceholder } from './placeholders';

/** A card's lines: the year, then the authors ('Unknown Author' in the screen's language). */
function metaOf(comic: Comic, message: ReturnType<typeof useMessage>): string[] {
  return [String(comic.releasedYear), message(authorsText(comic.authors))];
}

/**
 * Fan Favourites (spec sections 2 and 4): the comics newest first, each opening its chapters;
 * one with no chapter out yet is greyed and marked UPCOMING (issue 13's one rule). Arrows scroll 260 px; VIEW MORE leads to
 * the catalogue. A failed load is an empty list (spec section 8).
 */
export function FanFavouritesSection() {
  const t = useT();
  const message = useMessage();
  const { comics, isLoading } = useComics();
  const row = comicsRow(comics, new Date());
  return (
    <Section
      title={t('home.fanFavourites.title')}
      tone="alt"
      action={
        <TextLink variant="button" tone="secondary" size="sm" href={paths.comics.href()}>
          {t('home.fanFavourites.viewMore')}
        </TextLink>
      }
    >
      <MinimumDuration ready={!isLoading} placeholder={<CardsPlaceholder count={4} />}>
        {row.length > 0 ? (
          <ScrollRow label={t('home.fanFavourites.label')} itemWidth="sm">
            {row.map(({ comic, readable }) => (
              <ComicCard
                key={comic._id}
                title={comic.title}
                cover={comic.coverImg}
                meta={metaOf(comic, message)}
                href={readable ? paths.chapters.href(comic._id) : undefined}
                upcoming={!readable}
                membersChapters={comic.membersChapterCount > 0}
              />
            ))}
          </ScrollRow>
        ) : (
          <EmptyState icon="book" title={t('home.fanFavourites.empty')} headingLevel="h3" />
        )}
      </MinimumDuration>
    </Section>
  );
}
