import { DEFAULT_LANGUAGE, type HeroSlide } from '@ic/domain';
import { HeroCarousel, HeroCarouselSkeleton, Section, useLanguage, useMessage, useT } from '@ic/ui';
import { useHeroSlides } from '../../api/characters';

type Props = {
  /** What a slide's button does (the page shows that side in the browse list). */
  onMeet: (slide: HeroSlide) => void;
  /** The key of the slide of the side the list shows, if it shows one side. */
  currentSlide?: string;
};

/**
 * A slide's words in the screen's language. The server names each side in English (its label,
 * title and button); another language shows the catalogue's words for the side's key, and the
 * face's name and description stay as stored. A side the catalogue does not know keeps the server's.
 */
function useSlideWords(): (slide: HeroSlide) => HeroSlide {
  const language = useLanguage();
  const message = useMessage();
  if (language === DEFAULT_LANGUAGE) return (slide) => slide;
  return (slide) => {
    const word = (name: 'label' | 'title' | 'button') =>
      message(slide[name], `characters.hero.slide.${slide.key}.${name}`);
    return { ...slide, label: word('label'), title: word('title'), button: word('button') };
  };
}

/** The hub's heading and its three-slide carousel: heroes, the in-between and villains. */
export function CharactersHero({ onMeet, currentSlide }: Props) {
  const { slides, isLoading } = useHeroSlides();
  const t = useT();
  const inLanguage = useSlideWords();
  const shown = Math.max(
    0,
    slides.findIndex((slide) => slide.key === currentSlide),
  );
  return (
    <Section
      title={t('characters.hero.title')}
      headingLevel="h1"
      description={t('characters.hero.description')}
      spacing="sm"
    >
      {isLoading ? (
        <HeroCarouselSkeleton label={t('characters.hero.loading')} />
      ) : (
        // Keyed by the side, so choosing another side in the list moves the hero to it: the
        // hero's own side buttons never contradict the list's.
        <HeroCarousel
          key={currentSlide}
          slides={slides.map(inLanguage)}
          label={t('characters.hero.label')}
          onAction={onMeet}
          initialIndex={shown}
        />
      )}
    </Section>
  );
}
