// One lint config for the monorepo. The import rules hold the one-way layering
// (domain <- art <- ui <- app, domain <- art <- server), keep page folders apart and forbid
// import cycles, so nobody has to remember them.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const noAppOrServer = [
  { group: ['@ic/app', '@ic/app/*', '**/app/src/**'], message: 'Nothing imports the app.' },
  {
    group: ['@ic/server', '@ic/server/*', '**/packages/server/**'],
    message: 'Only the server imports the server.',
  },
];

// Every folder of app/src/pages is one screen; what two screens share lives in app/src/sections
// (or mocks/ for story fixtures), so a page can change without breaking another.
const PAGES = 'app/src/pages';
const pageFolders = readdirSync(PAGES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const pageZones = pageFolders.map((folder) => ({
  target: `./${PAGES}/${folder}`,
  from: pageFolders.filter((other) => other !== folder).map((other) => `./${PAGES}/${other}`),
  message: 'A page never imports another page: move what both use to app/src/sections.',
}));

/**
 * Issue 19: the folders whose words come from the catalogues, per area (the lint rule below).
 * The studio is the staff's tool and stays in English.
 */
const TRANSLATED = {
  shell: [
    'app/src/shell/**/*.tsx',
    'app/src/language/**/*.tsx',
    'app/src/pages/not-found/**/*.tsx',
    'packages/ui/src/{SiteHeader,SiteFooter,PromoBar,NotFound,Toast,LanguageSwitch}/*.tsx',
    // Not LogoMark: its 'IC' is the logo.
    'packages/ui/src/LogoSplash/LogoSplash.tsx',
    'packages/ui/src/NetworkError/*.tsx',
    'packages/ui/src/{Pagination,CarouselControls,CarouselDots,PagedCarousel,ScrollRow,ShareLinks,FileDropZone,EmptyState,Section,Field,carousel}/*.tsx',
    'packages/ui/src/{EmailField,PhoneField,Dialog}/*.tsx',
  ],
  characters: ['app/src/pages/{characters,biography}/**/*.tsx'],
  home: [
    'app/src/pages/{home,search,coming-soon}/**/*.tsx',
    'packages/ui/src/{HeroCarousel,SpotlightCards,CharacterSpotlightBanner,VideoTeaser,AppStoreBlock,NewsletterBox,SearchResults,ComingSoon,Countdown,MerchCard,PromoBanner,NewChapterRow,TeamCarousel}/*.tsx',
  ],
  comics: [
    'app/src/pages/{comics,comic,chapters,reader}/**/*.tsx',
    'app/src/sections/{comics,reading,access,myList}/**/*.tsx',
    'app/src/offline/**/*.tsx',
    'packages/ui/src/{ComicCard,ComicHeader,ComicOverview,ChapterList,ChapterEndCard}/*.tsx',
    'packages/ui/src/{ContinueReadingRow,NewChapterRow,PageReader,ReaderLayout,ReaderModeSwitch}/*.tsx',
    'packages/ui/src/{ThumbnailStrip,LockBadge,Paywall,ChildLimitScreen,FollowButton}/*.tsx',
    'packages/ui/src/{MyListButton,DownloadButton,OfflineLibrary,OfflineScreen,CoverImage}/*.tsx',
  ],
  news: [
    'app/src/pages/{news,all-news,news-detail}/**/*.tsx',
    'app/src/sections/blogs/**/*.tsx',
    'packages/ui/src/{BlogCard,BlogList,BlogArticle,LatestUpdate,Timeline,FoundationUpdatesBanner}/*.tsx',
  ],
  careers: [
    'app/src/pages/{careers,careers-apply}/**/*.tsx',
    'app/src/sections/careers/**/*.tsx',
    'packages/ui/src/{JobList,JobDetails,JobFilters,JobApplicationForm,HiringProcess}/*.tsx',
  ],
  support: [
    'app/src/pages/{support-us,about,community}/**/*.tsx',
    'packages/ui/src/{DonationPanel,SupportStatsPanel,ContributorsList,FundBreakdown}/*.tsx',
    'packages/ui/src/{VisionCards,FounderProfile,Timeline,TeamCarousel}/*.tsx',
  ],
  account: [
    'app/src/pages/{login,signup,forgot-password,reset-password,account,create-avatar}/**/*.tsx',
    'app/src/pages/{guardian,guardian-consent,guardian-sign-in}/**/*.tsx',
    'app/src/sections/{auth,guardian}/**/*.tsx',
    'packages/ui/src/{SignupForm,AuthCard,PasswordField,PasswordRules,WelcomeScreen}/*.tsx',
    'packages/ui/src/{ConsentPending,MembershipSummary,OrderHistory,MemberCode}/*.tsx',
    'packages/ui/src/{ProfileHeader,GuardianLinkForm}/*.tsx',
    'app/src/pages/feedback/**/*.tsx',
    'packages/ui/src/FeedbackForm/*.tsx',
    'packages/ui/src/{AddressForm,AddressCard,ChildCard,ChildDecision,ChildDeletion,ChildSettingsForm,GuardianAuditList,ActivityChart,OpenedChapters}/*.tsx',
    'packages/ui/src/{CharacterAvatar,PowerSelector}/*.tsx',
  ],
  checkout: [
    'app/src/pages/{ultimate,cart,order-complete}/**/*.tsx',
    'app/src/checkout/**/*.tsx',
    'packages/ui/src/{PlanCard,CartSummary,SandboxCheckout,UpiAutopaySetup,RecurringAgreement,PaymentMethodChooser,WizardStepper,OrderReceipt}/*.tsx',
  ],
  legal: ['app/src/pages/legal/**/*.tsx', 'packages/ui/src/PolicyLayout/*.tsx'],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'storybook-static/**',
      'data/**',
      '**/__screenshots__/**',
      'test-results/**',
      '.storybook/public/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      'packages/ui/**/*.{ts,tsx}',
      'app/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
      'test/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noAppOrServer,
            {
              group: ['@ic/ui', '@ic/ui/*', '**/packages/ui/**', '@ic/art', '**/packages/art/**'],
              message: 'domain is the bottom layer.',
            },
            {
              group: ['react', 'react-*', 'node:*'],
              message: 'domain is pure: no React, no Node APIs.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pictures as SVG strings for app, ui and server alike: nothing of React, the DOM or Node.
    files: ['packages/art/**/*.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noAppOrServer,
            {
              group: ['@ic/ui', '@ic/ui/*', '**/packages/ui/**'],
              message: 'art sits below ui: it imports nothing of ours but @ic/domain.',
            },
            {
              group: ['react', 'react-*', 'node:*', 'styled-components'],
              message: 'art is pure: no React, no Node APIs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...noAppOrServer,
            {
              group: ['react-router', 'react-router-dom', 'swr', 'swr/*'],
              message: 'ui takes props and calls callbacks: no router, no data fetching.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'ui never fetches: the app passes data in.' },
        { name: 'XMLHttpRequest', message: 'ui never fetches.' },
      ],
    },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@ic/app', '@ic/app/*', '@ic/ui', '@ic/ui/*'],
              message: 'The server knows nothing of React.',
            },
            {
              group: ['react', 'react-dom', 'react-*'],
              message: 'The server knows nothing of React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    // Nothing imports a test or a story, so neither can close a cycle: skipping them halves the
    // rule's time.
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Relative imports only: the workspaces (@ic/*) stay unresolved, so the cycle search stays
      // inside a package; across packages the layering rules above already forbid any way back.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      // Type-only imports are ignored (they vanish at build); a runtime cycle means an order of
      // evaluation that depends on who is imported first. The strongly-connected-components
      // precomputation doubled the lint time here, so it is off.
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
    },
  },
  {
    files: [`${PAGES}/**/*.{ts,tsx}`],
    plugins: { import: importPlugin },
    rules: { 'import/no-restricted-paths': ['error', { zones: pageZones }] },
  },
  {
    // Issue 19: in the areas converted to the catalogues, words on screen come from them. Text
    // between tags and string literals in the attributes people read or hear fail here.
    files: Object.values(TRANSLATED).flat(),
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z\\u0900-\\u097F]/]',
          message: "Words on screen come from a catalogue: t('area.key').",
        },
        {
          selector:
            'JSXAttribute[name.name=/^(label|title|placeholder|alt|aria-label|description|message)$/] > Literal[value=/[A-Za-z]/]',
          message: "Words people read or hear come from a catalogue: t('area.key').",
        },
      ],
    },
  },
  {
    // Playwright fixtures are not React: their `use` callback and `{}` first argument are its API.
    files: ['app/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
