import type { HeroSlide } from '@ic/domain';
import { HeroCarousel, HeroCarouselSkeleton, Section } from '@ic/ui';
import { useHeroSlides } from '../../api/characters';

type Props = {
  /** What a slide's button does (the page shows that side in the browse list). */
  onMeet: (slide: HeroSlide) => void;
  /** The key of the slide of the side the list shows, if it shows one side. */
  currentSlide?: string;
};

const HERO_LABEL = 'Heroes, wanderers and villains';

/** The hub's heading and its three-slide carousel: heroes, the in-between and villains. */
export function CharactersHero({ onMeet, currentSlide }: Props) {
  const { slides, isLoading } = useHeroSlides();
  const shown = Math.max(
    0,
    slides.findIndex((slide) => slide.key === currentSlide),
  );
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
        // Keyed by the side, so choosing another side in the list moves the hero to it: the
        // hero's own side buttons never contradict the list's.
        <HeroCarousel
          key={currentSlide}
          slides={slides}
          label={HERO_LABEL}
          onAction={onMeet}
          initialIndex={shown}
        />
      )}
    </Section>
  );
}
