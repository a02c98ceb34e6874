import { motifArt } from '@ic/art';
import { HOME_HERO_TITLE, HOME_SLIDES, type HeroSlide } from '@ic/domain';
import { HeroCarousel, HeroCarouselSkeleton, MinimumDuration, Section, useT } from '@ic/ui';
import { useNavigate } from 'react-router-dom';
import { useComics } from '../../../api/comics';
import { readNowPath } from '../readNow';

const SLIDES: readonly HeroSlide[] = HOME_SLIDES.map((slide, index) => ({
  ...slide,
  image: motifArt('storm', index),
}));

/** A slide's words in the screen's language; the comic's title stays as it is named. */
function inLanguage(slide: HeroSlide, t: ReturnType<typeof useT>): HeroSlide {
  return {
    ...slide,
    label: t(`home.hero.${slide.key}.label`),
    subtitle: t(`home.hero.${slide.key}.subtitle`),
    description: t(`home.hero.${slide.key}.description`),
    button: t('home.hero.read'),
  };
}

/**
 * The hero: five slides of 'Rise of the Eternal Storm'. The page's one h1 (the site's name) is
 * kept for screen readers here, above the slides' own titles. Read Now opens that comic when it
 * is readable, else the newest readable comic, else the catalogue.
 */
export function HeroSection() {
  const t = useT();
  const navigate = useNavigate();
  const { comics } = useComics();
  return (
    <Section title={t('home.title')} headingLevel="h1" hideTitle spacing="sm">
      <MinimumDuration
        placeholder={
          <HeroCarouselSkeleton selectors={SLIDES.length} label={t('home.hero.loading')} />
        }
      >
        <HeroCarousel
          slides={SLIDES.map((slide) => inLanguage(slide, t))}
          label={HOME_HERO_TITLE}
          onAction={() => void navigate(readNowPath(comics, HOME_HERO_TITLE))}
        />
      </MinimumDuration>
    </Section>
  );
}
