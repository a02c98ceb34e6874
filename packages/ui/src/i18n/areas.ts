/**
 * The catalogues, one per area of the site and language. Converted so far: the shell (header,
 * footer, navigation, splash, not-found, error screens, toasts), the domain's messages (errors)
 * and the characters area. The rest (home, comics and reader, news, careers, support, account,
 * checkout, legal) join this list as they convert.
 */
export const CATALOGUE_AREAS = ['shell', 'errors', 'characters'] as const;
export type CatalogueArea = (typeof CATALOGUE_AREAS)[number];
