import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { storySiteDefines } from './sites.ts';

const config: StorybookConfig = {
  // Components first; then whole screens from the app (pages/*), their API answered by MSW.
  stories: [
    './docs/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../app/src/**/*.stories.@(ts|tsx)',
  ],
  // MSW's service worker (mockServiceWorker.js, kept current by msw's install script).
  staticDirs: ['./public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // react-docgen-typescript lists cva variants (react-docgen misses intersection props).
  typescript: { reactDocgen: 'react-docgen-typescript' },
  core: { disableTelemetry: true },
  // The app's pages as a configured deployment shows them (.storybook/sites.ts).
  viteFinal: (vite) => mergeConfig(vite, { define: storySiteDefines }),
};

export default config;
