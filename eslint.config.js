// One lint config for the monorepo. The import rules hold the one-way layering
// (domain <- art <- ui <- app, domain <- art <- server) so nobody has to remember it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
    // Playwright fixtures are not React: their `use` callback and `{}` first argument are its API.
    files: ['app/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);
