/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; empty means the same origin that served the app. */
  readonly VITE_API_BASE?: string;
  /** The external shop (header link, promo bar); a reserved .example address when unset. */
  readonly VITE_SHOP_URL?: string;
  /** The foundation and research sites: footer links, and the two origins that may ask for the user. */
  readonly VITE_FOUNDATION_URL?: string;
  readonly VITE_RESEARCH_URL?: string;
  /** The social pages linked from the footer. */
  readonly VITE_X_URL?: string;
  readonly VITE_YOUTUBE_URL?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_LINKEDIN_URL?: string;
  /** Where the careers page's always-hiring block mails portfolios; a reserved .example address when unset. */
  readonly VITE_CAREERS_EMAIL?: string;
}
