// The external sites (VITE_*) a configured deployment sets, as the page stories and the e2e build
// use them, so the shop, foundation and social links and sections show. Their absence without
// these settings is shown by the components' own stories (SiteFooter, MemberCode, ...) and the
// app's RootLayout test. Hosts on example.com: nothing is ever fetched from them.
export const EXAMPLE_SITES = {
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
