/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; empty means the same origin that served the app. */
  readonly VITE_API_BASE?: string;
  // Every external address is optional: unset (or not an http(s) URL), whatever links to it is
  // not shown (app/src/shell/siteLinks.ts).
  /** The external shop: header link, promo bar, home merch sections, the member code panel. */
  readonly VITE_SHOP_URL?: string;
  /**
   * The foundation and research sites: footer links, foundation banners and buttons, and the two
   * origins that may ask for the user (none when neither is set).
   */
  readonly VITE_FOUNDATION_URL?: string;
  readonly VITE_RESEARCH_URL?: string;
  /** The social pages linked from the footer and the community page's channels. */
  readonly VITE_X_URL?: string;
  readonly VITE_YOUTUBE_URL?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_LINKEDIN_URL?: string;
  /** Where the careers page's always-hiring block mails portfolios; unset, the block does not show. */
  readonly VITE_CAREERS_EMAIL?: string;
}
