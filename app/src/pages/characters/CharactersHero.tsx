import type { HeroSlide } from '@ic/domain';
import { HeroCarousel, HeroCarouselSkeleton, Section } from '@ic/ui';
import { useHeroSlides } from '../../api/characters';

type Props = {
  /** What a slide's button does (the page shows that side in the browse list). */
  onMeet: (slide: HeroSlide) => void;
};

const HERO_LABEL = 'Heroes, wanderers and villains';

/** The hub's heading and its three-slide carousel: heroes, the in-between and villains. */
export function CharactersHero({ onMeet }: Props) {
  const { slides, isLoading } = useHeroSlides();
  return (
    <Section
      title="Characters"
      headingLevel="h1"
      description="More than 2,500 heroes, villains and everyone in between: find your favourite."
      spacing="sm"
    >
      {isLoading ? (
        <HeroCarouselSkeleton label="Loading the featured characters…" />
      ) : (
        <HeroCarousel slides={slides} label={HERO_LABEL} onAction={onMeet} />
      )}
    </Section>
  );
}
