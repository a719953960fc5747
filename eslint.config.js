import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
