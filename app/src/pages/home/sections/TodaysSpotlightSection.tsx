import { motifArt } from '@ic/art';
import { SPOTLIGHT_SAMPLES, type Comic, type SpotlightItem } from '@ic/domain';
import { MinimumDuration, Section, SpotlightCards } from '@ic/ui';
import { useNavigate } from 'react-router-dom';
import { useComics } from '../../../api/comics';
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

/**
 * Today's Spotlight: three static comic cards, the first open, hover or focus opens another.
 * Read Now opens the comic of that title when it is readable, else the catalogue; the bookmark
 * toggles a saved mark kept in this browser. A comic with members' chapters says so.
 */
export function TodaysSpotlightSection() {
  const navigate = useNavigate();
  const { comics } = useComics();
  const { saved, toggle } = useSavedSpotlights();
  return (
    <Section title="Today's Spotlight">
      <MinimumDuration placeholder={<CardsPlaceholder count={3} ratio="landscape" />}>
        <SpotlightCards
          label="Today's Spotlight comics"
          items={ITEMS}
          bookmarkedIds={saved}
          membersChapterIds={membersChapterIds(comics)}
          onBookmark={(item) => toggle(item.id)}
          onRead={(item) => void navigate(sampleComicPath(comics, item.title))}
        />
      </MinimumDuration>
    </Section>
  );
}
