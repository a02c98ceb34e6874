// Where each page's link-preview picture is (pages/og-image.ts draws them).

export const OG_KINDS = ['character', 'comic', 'blog'] as const;
export type OgKind = (typeof OG_KINDS)[number];

export const ogImagePaths = {
  /** The site card: pages about no one piece of content. */
  site: '/og/site.png',
  character: (id: string) => `/og/character/${id}.png`,
  comic: (id: string) => `/og/comic/${id}.png`,
  blog: (id: string) => `/og/blog/${id}.png`,
};
