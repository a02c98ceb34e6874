/**
 * The catalogues, one per area of the site and language (packages/ui/src/i18n/locales/<area>/).
 * The shell holds what every screen shows (header, footer, navigation, splash, not-found, error
 * screens, toasts) and the parts several areas share; errors holds the domain's messages.
 */
export const CATALOGUE_AREAS = [
  'shell',
  'errors',
  'home',
  'characters',
  'comics',
  'news',
  'careers',
  'support',
  'account',
  'checkout',
  'legal',
] as const;
export type CatalogueArea = (typeof CATALOGUE_AREAS)[number];
