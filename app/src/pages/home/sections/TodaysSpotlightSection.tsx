import { motifArt } from '@ic/art';
import { SPOTLIGHT_SAMPLES, type Comic, type SpotlightItem } from '@ic/domain';
import { MinimumDuration, Section, SpotlightCards, useT } from '@ic/ui';
import { useNavigate } from 'react-router-dom';
import { useComics } from '../../../api/comics';
import { useMyListToggle } from '../../../sections/myList/useMyListToggle';
import { sampleComicPath } from '../readNow';
import { useSavedSpotlights } from '../useSavedSpotlights';
import { CardsPlaceholder } from './placeholders';

const ITEMS: readonly SpotlightItem[] = SPOTLIGHT_SAMPLES.map((sample, index) => ({
  ...sample,
  image: motifArt('hero', index + 1),
}));

/** The samples whose comic (by title) has chapters only members read now. */
function membersChapterIds(comics: readonly Comic[]): string[] {
  const titles = new Set(
    comics.filter((c) => c.membersChapterCount > 0).map((c) => c.title.trim().toLowerCase()),
  );
  return ITEMS.filter((item) => titles.has(item.title.trim().toLowerCase())).map((item) => item.id);
}

/** The comic of a sample's title, if the catalogue has one. */
function comicTitled(comics: readonly Comic[], title: string): Comic | undefined {
  const wanted = title.trim().toLowerCase();
  return comics.find((c) => c.title.trim().toLowerCase() === wanted);
}

/**
 * Today's Spotlight: three static comic cards, the first open, hover or focus opens another.
 * Read Now opens the comic of that title when it is readable, else the catalogue. The bookmark
 * adds the comic of that title to My list (signed out: log in first, then back here); a sample
 * with no such comic keeps a saved mark in this browser. A comic with members' chapters says so.
 */
export function TodaysSpotlightSection() {
  const t = useT();
  const navigate = useNavigate();
  const { comics } = useComics();
  const { saved, toggle } = useSavedSpotlights();
  const myList = useMyListToggle();
  const bookmarked = ITEMS.filter((item) => {
    const comic = comicTitled(comics, item.title);
    return comic ? myList.isOnList('comic', comic._id) : saved.includes(item.id);
  }).map((item) => item.id);
  const bookmark = (item: SpotlightItem) => {
    if (!myList.signedIn) return myList.logIn();
    const comic = comicTitled(comics, item.title);
    if (!comic) return toggle(item.id);
    if (!myList.isPending('comic', comic._id))
      myList.change('comic', comic._id, !myList.isOnList('comic', comic._id));
  };
  return (
    <Section title={t('home.spotlight.title')}>
      <MinimumDuration placeholder={<CardsPlaceholder count={3} ratio="landscape" />}>
        <SpotlightCards
          label={t('home.spotlight.label')}
          // The comics' titles and authors stay as they are named; their blurbs are ours.
          items={ITEMS.map((item) => ({
            ...item,
            description: t(`home.spotlight.${item.id}.description`),
          }))}
          bookmarkedIds={bookmarked}
          membersChapterIds={membersChapterIds(comics)}
          onBookmark={bookmark}
          onRead={(item) => void navigate(sampleComicPath(comics, item.title))}
        />
      </MinimumDuration>
    </Section>
  );
}
