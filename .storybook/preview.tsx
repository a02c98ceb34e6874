import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { GlobalStyle } from '../packages/ui/src/theme';
import '../packages/ui/src/theme/fonts';

const preview: Preview = {
  tags: ['autodocs'],
  // Page stories answer the API with MSW handlers from their `parameters.msw`.
  loaders: [mswLoader()],
  decorators: [
    (Story) => (
      <>
        <GlobalStyle />
        <Story />
      </>
    ),
  ],
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
