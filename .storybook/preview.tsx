import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { LanguageProvider } from '../packages/ui/src/i18n';
import { GlobalStyle } from '../packages/ui/src/theme';
import '../packages/ui/src/theme/fonts';
import { prepareLanguage, storyI18n, storyLanguage } from './i18n';

const preview: Preview = {
  tags: ['autodocs'],
  // Page stories answer the API with MSW handlers from their `parameters.msw`.
  // Every catalogue of the chosen language before the story renders, so none suspends.
  loaders: [
    mswLoader(),
    async ({ globals }) => {
      await prepareLanguage(globals.language);
      return {};
    },
  ],
  decorators: [
    (Story, { globals }) => (
      <LanguageProvider i18n={storyI18n} language={storyLanguage(globals.language)}>
        <GlobalStyle />
        <Story />
      </LanguageProvider>
    ),
  ],
  // The toolbar's language switch: every story renders in English or Hindi.
  globalTypes: {
    language: {
      description: 'The language stories render in',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'hi', title: 'हिंदी' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test, in Storybook's UI and in Vitest.
    a11y: { test: 'error' },
    options: {
      storySort: { order: ['Introduction', 'Conventions', 'Tokens', 'Primitives', '*', 'Pages'] },
    },
  },
};

export default preview;
