import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['./docs/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // react-docgen-typescript lists cva variants (react-docgen misses intersection props).
  typescript: { reactDocgen: 'react-docgen-typescript' },
  core: { disableTelemetry: true },
};

export default config;
