// Every route of spec section 2, written once: the pattern the router matches, a typed link
// builder and the document title. The router, its test, the e2e route list, bench:web, the site
// links and the server's page heads (packages/server/src/pages) read this table, and screens link
// through `href` rather than spelling addresses. The app imports it as app/src/paths.ts.
// It imports nothing, so Node scripts (bench:web, Playwright) load it as it is.

export type Route = {
  /** The router's pattern. React Router matches it case-insensitively (parameters keep their case). */
  readonly path: string;
  /** The address of this route, with its parameters and query filled in. */
  readonly href: (...args: never[]) => string;
  /** The document title (before " | IC Universe"), and the page's heading. */
  readonly title: string;
  /** Further spellings the spec lists for the same route (/Feedback beside /feedback). */
  readonly spellings?: readonly string[];
};

// Browsers and Node both have URLSearchParams; the domain's ES-only lib does not name it.
declare const URLSearchParams: new () => {
  set(name: string, value: string): void;
  toString(): string;
};

/** `?key=value&…` of the given values, left out when empty; '' when none is given. */
function query(values: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const segment = (value: string) => encodeURIComponent(value);

/** A route with no parameters: its address is its path. */
function fixed(path: string, title: string, spellings?: readonly string[]) {
  return { path, title, href: () => path, ...(spellings ? { spellings } : {}) };
}

const chapters = (comicId: string) => `/comicChap/${segment(comicId)}/chapters`;

export const paths = {
  home: fixed('/', 'IC Universe'),
  loggedIn: fixed('/loggedin', 'IC Universe'),
  premium: fixed('/Premium', 'IC Universe'),
  login: fixed('/login', 'Log In'),
  forgotPassword: fixed('/forgot-password', 'Forgot Password'),
  /** Without the mailed link's id and token: the page says the link is incomplete. */
  resetPassword: fixed('/Reset-password', 'Reset Password'),
  resetPasswordLink: {
    path: '/reset-password/:id/:token',
    title: 'Reset Password',
    href: (id: string, token: string) => `/reset-password/${segment(id)}/${segment(token)}`,
  },
  signup: fixed('/signup', 'Sign Up'),
  feedback: fixed('/feedback', 'Feedback', ['/Feedback']),
  errorReport: fixed('/ErrorReport', 'Report an Error'),
  dashboard: fixed('/dashboard', 'My Account', ['/Dashboard']),
  myAccount: fixed('/my-account', 'My Account'),
  characters: {
    path: '/characters',
    title: 'Characters',
    /** The list, or a search of it (the characters page reads ?q=). */
    href: (search?: string) => `/characters${query({ q: search })}`,
  },
  biography: {
    path: '/characters/biography',
    title: 'Character Biography',
    // The spec passes the id as navigation state; it goes in the query too, so a reload or a
    // shared link still finds the character (see sections/characters/biographyLink).
    href: (id?: string) => `/characters/biography${query({ id })}`,
  },
  /** The header search's one results view: characters and comics together. */
  search: {
    path: '/search',
    title: 'Search',
    href: (search?: string) => `/search${query({ q: search })}`,
  },
  about: fixed('/aboutUS', 'About Us'),
  news: fixed('/news', 'Blogs & News'),
  newsArticle: {
    path: '/news/:id',
    title: 'News',
    href: (id: string) => `/news/${segment(id)}`,
  },
  allNews: fixed('/all-news', 'All News'),
  careers: fixed('/careers', 'Careers'),
  careersApply: {
    path: '/careers/apply',
    title: 'Apply for a Job',
    // The row passes the job as navigation state too (sections/careers/applyLocation).
    href: (jobId?: string) => `/careers/apply${query({ id: jobId })}`,
  },
  community: fixed('/community', 'Community'),
  supportUs: fixed('/support-us', 'Support Us'),
  ultimate: fixed('/ultimate', 'IC Ultimate'),
  createAvatar: fixed('/createAvatar', 'Create your character!'),
  cart: {
    path: '/cart',
    title: 'Checkout',
    /** The monthly membership unless a plan is named; the add-on is left out only when told so. */
    href: (plan?: string, researchPapers?: boolean) =>
      `/cart${query({ plan, researchPapers: researchPapers === false ? 'false' : undefined })}`,
  },
  comics: fixed('/comics', 'Comics'),
  /** One series: cover, synopsis, facts, its characters, its chapters and the Follow button. */
  comic: {
    path: '/comics/:comicId',
    title: 'Comic',
    href: (comicId: string) => `/comics/${segment(comicId)}`,
  },
  chapters: {
    path: '/comicChap/:comicId/chapters',
    title: 'Chapters',
    // The same address is the chapter list's API call (app/src/api/chapters).
    href: chapters,
  },
  reader: {
    path: '/comicChap/:comicId/chapters/pdfView',
    title: 'Reader',
    /** The chapter (and the page, once turned) live in the address, so a reload opens the same place. */
    href: (comicId: string, chapterId?: string, page?: number) =>
      `${chapters(comicId)}/pdfView${query({ chapter: chapterId, page })}`,
  },
  games: fixed('/games', 'Games'),
  animation: fixed('/animation', 'Animation'),
  shop: fixed('/shop', 'Shop'),
  orderComplete: {
    path: '/order-complete',
    title: 'Order Complete',
    href: (orderId?: string) => `/order-complete${query({ order: orderId })}`,
  },
  /** The guardians' place: "mail me a link", or the dashboard once signed in by one. */
  guardian: fixed('/guardian', 'Guardian Dashboard'),
  guardianSignIn: {
    path: '/guardian/sign-in',
    title: 'Guardian Sign-In',
    /** The mailed link: the token is exchanged once for a guardian session. */
    href: (token?: string) => `/guardian/sign-in${query({ token })}`,
  },
  guardianConsent: {
    path: '/guardian/consent',
    title: 'Parental Consent',
    /** The mailed consent link: `<id>.<secret>`, and the answer the guardian clicked in the mail. */
    href: (token?: string, decision?: 'approve' | 'decline') =>
      `/guardian/consent${query({ token, decision })}`,
  },
  refundPolicy: fixed('/refund-policy', 'Refund Policy'),
  privacyPolicy: fixed('/privacy-policy', 'Privacy Policy'),
  childrenPrivacyPolicy: fixed('/children-privacy-policy', "Children's Privacy Policy"),
  antiHarassment: fixed('/anti-harassment', 'Anti-Harassment Policy'),
  termsOfUse: fixed('/terms-of-use', 'Terms of Use'),
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof paths;

export const ROUTE_NAMES = Object.keys(paths) as RouteName[];

/**
 * The studio's screens (issue 18), apart from `paths`: they sit in the staff shell rather than the
 * visitor chrome, are never indexed and are no visitor route (the route list, the overflow check
 * and bench:web walk `paths` only).
 */
export const studioPaths = {
  studio: fixed('/studio', 'Studio'),
  studioStaff: fixed('/studio/staff', 'Staff'),
  studioAudit: fixed('/studio/audit', 'Audit log'),
  studioContributors: fixed('/studio/contributors', 'Contributors'),
  studioInbox: fixed('/studio/inbox', 'Inbox'),
  studioMembers: {
    path: '/studio/members',
    title: 'Members',
    /** The search, or its results for ?q=. */
    href: (search?: string) => `/studio/members${query({ q: search })}`,
  },
  studioMember: {
    path: '/studio/members/:userId',
    title: 'Member',
    href: (userId: string) => `/studio/members/${segment(userId)}`,
  },
  studioComics: {
    path: '/studio/comics',
    title: 'Comics',
    /** Every comic, or those whose title holds ?q=. */
    href: (search?: string) => `/studio/comics${query({ q: search })}`,
  },
  studioComicNew: fixed('/studio/comics/new', 'New comic'),
  studioComic: {
    path: '/studio/comics/:comicId',
    title: 'Comic',
    href: (comicId: string) => `/studio/comics/${segment(comicId)}`,
  },
} as const satisfies Record<string, Route>;

export type StudioRouteName = keyof typeof studioPaths;

export const STUDIO_ROUTE_NAMES = Object.keys(studioPaths) as StudioRouteName[];
