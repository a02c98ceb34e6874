import { HeroCarousel, Section, Skeleton } from '@ic/ui';
import { useHeroSlides } from '../../api/characters';

type Props = {
  /** What a slide's button does (the page takes it to the browse list). */
  onMeet: () => void;
};

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
        <Skeleton variant="image" ratio="wide" label="Loading the featured characters…" />
      ) : (
        <HeroCarousel slides={slides} label="Heroes, wanderers and villains" onAction={onMeet} />
      )}
    </Section>
  );
}
