import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The site's boot (packages/site/src/boot/README.md) is entered through its index alone. */
const bootFence = {
  regex: '(^|/)boot/.',
  message: "Import the boot through its index ('…/boot'), the only door into it.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist',
      '**/.builds/',
      '**/.tsbuild/',
      'storybook-static/',
      'coverage/',
      '.vitest/',
      'data/',
      'backups/',
      // Paraglide's compiled messages (npm run messages -w packages/site).
      'packages/site/src/paraglide/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A }` stays in the output as `import {} from`, which loads the module for
      // nothing (the API's SQLite threads loaded every schema and the catalogue that way).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  reactHooks.configs.flat.recommended,
  {
    // Playwright's fixtures hand their value on through a function named `use`: no React here.
    files: ['**/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  {
    // The site's boot is entered through its index alone. The end-to-end tests run in plain Node,
    // which cannot load the index's React: they may read the HTML contract (boot/protocol.ts),
    // plain data, and nothing else of it.
    files: ['packages/site/**/*.{ts,tsx,js,mjs}'],
    ignores: ['packages/site/src/boot/**', 'packages/site/e2e/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [bootFence] }],
    },
  },
  {
    // Pages and the layout read the location, params and search parameters and navigate through
    // the boot, which hydrates a page without react-router and hands over to it when it is needed.
    files: ['packages/site/src/**/*.{ts,tsx}'],
    ignores: ['packages/site/src/boot/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [bootFence],
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message:
              "The site reads the location and navigates through the boot ('…/boot'): react-router is its own.",
          })),
        },
      ],
    },
  },
  {
    files: ['packages/site/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)boot/(?!protocol$).',
              message: "End-to-end tests read only the boot's HTML contract ('…/boot/protocol').",
            },
          ],
        },
      ],
    },
  },
  {
    // The kit knows nothing of how a page hydrates: that is the site's boot (its stories may
    // hydrate a field to show that it keeps what was typed before).
    files: ['packages/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Literal[value=/^(data-(island|page-script|page-modules|later-modules|web-font)|__aarambhBoot)$/]',
          message: "The kit knows nothing of hydration: that name is the site's boot's (boot/protocol.ts).",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)boot(/|$)|^@aarambh/site',
              message: "The kit knows nothing of hydration: the site's boot is not the kit's to import.",
            },
          ],
          paths: [
            {
              name: 'react-dom/client',
              importNames: ['hydrateRoot'],
              message: "The kit knows nothing of hydration: hydrating is the site's boot.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests must run: no focused or skipped tests.
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only' },
        { object: 'it', property: 'skip' },
        { object: 'describe', property: 'only' },
        { object: 'describe', property: 'skip' },
        { object: 'test', property: 'only' },
        { object: 'test', property: 'skip' },
      ],
    },
  },
);
