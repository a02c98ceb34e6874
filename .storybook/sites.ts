// The external sites the app's page stories link to, as a configured deployment would set them
// (VITE_*): the stories show the shop, foundation and social links and sections. Their absence
// without these settings is shown by the components' own stories (SiteFooter, MemberCode, ...)
// and the app's RootLayout test. Hosts on example.com: nothing is ever fetched from them.
export const STORY_SITES = {
  VITE_SHOP_URL: 'https://shop.example.com',
  VITE_FOUNDATION_URL: 'https://foundation.example.com',
  VITE_RESEARCH_URL: 'https://research.example.com',
  VITE_X_URL: 'https://x.example.com/icuniverse',
  VITE_YOUTUBE_URL: 'https://youtube.example.com/icuniverse',
  VITE_FACEBOOK_URL: 'https://facebook.example.com/icuniverse',
  VITE_INSTAGRAM_URL: 'https://instagram.example.com/icuniverse',
  VITE_LINKEDIN_URL: 'https://linkedin.example.com/icuniverse',
  VITE_CAREERS_EMAIL: 'careers@example.com',
};

/** Vite `define` entries that put them on import.meta.env. */
export const storySiteDefines = Object.fromEntries(
  Object.entries(STORY_SITES).map(([name, value]) => [
    `import.meta.env.${name}`,
    JSON.stringify(value),
  ]),
);
