import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The kit's own project: the root tsconfig.json is a solution file (`"files": []` with
      // references), with which react-docgen-typescript sees no file and documents no prop.
      tsconfigPath: path.join(import.meta.dirname, '../packages/ui/tsconfig.json'),
      // Props tables come from the components; Storybook's own config has none to document.
      exclude: ['**/**.stories.tsx', '**/.storybook/**'],
    },
  },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin()],
    resolve: {
      ...viteConfig.resolve,
      // Workspace packages are read from source (see each package.json "exports").
      conditions: ['@aarambh/source', 'module', 'browser', 'development|production'],
    },
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      // Without these a cold test run re-optimises mid-run and the story iframe never gets ready.
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        'react-aria-components',
        'xstate',
        // CommonJS: pre-bundled up front, like the others, so no cold run re-optimises mid-run.
        '@sinonjs/fake-timers',
        '@xstate/react',
        'valibot',
      ],
    },
  }),
};

export default config;
