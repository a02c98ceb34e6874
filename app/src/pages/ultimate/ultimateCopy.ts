// The Ultimate page's pictures and where its words are (the checkout catalogue; prices come from
// GET /api/plans).
import { motifArt } from '@ic/art';
import type { HeroSlide } from '@ic/domain';
import type { Translate } from '../../checkout/words';

/** The page's name, a product name in every language. */
export const ULTIMATE_NAME_KEY = 'checkout.ultimate.name';

const slide = (key: string, subtitleKey: string, image: string, t: Translate): HeroSlide => ({
  key,
  label: t(`checkout.ultimate.slide.${key}.label`),
  title: t(`checkout.ultimate.slide.${key}.title`),
  subtitle: t(subtitleKey),
  description: t(`checkout.ultimate.slide.${key}.description`),
  image,
  button: t('checkout.ultimate.hero.button'),
});

/** The hero's three slides, in the screen's language. */
export function ultimateSlides(t: Translate): readonly HeroSlide[] {
  return [
    slide('unlimited', ULTIMATE_NAME_KEY, motifArt('crown', 0), t),
    slide('animated', 'checkout.ultimate.slide.animated.subtitle', motifArt('stage', 1), t),
    slide('kit', 'checkout.ultimate.slide.kit.subtitle', motifArt('figure', 2), t),
  ];
}

/** The creator trailers: each one's title and text are `checkout.ultimate.trailers.<key>.*`. */
export const CREATOR_TRAILERS = [
  { key: 'storm', poster: motifArt('storm', 4) },
  { key: 'voices', poster: motifArt('hero', 5) },
] as const;
