import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Where React Aria declares the props a kit component passes through to it. */
const reactAria =
  /node_modules\/(react-aria-components|react-aria|react-stately|@react-types|@react-aria|@react-stately)\//;
/**
 * React Aria's declarations that every element has (`dir`, `lang`, 64 DOM event handlers, the
 * `render` escape hatch): they would bury a component's own in every table.
 */
const everyElement = new Set(['GlobalDOMAttributes', 'GlobalDOMEvents', 'DOMRenderProps']);

/**
 * The props a table lists: the kit's own and those the component passes through to React Aria
 * (Button's `isDisabled`, `isPending`, `type`; Table's `selectionMode`, `sortDescriptor`), with
 * React Aria's descriptions. React's own DOM attributes stay out.
 */
function documentedProp(prop: { parent?: { name: string; fileName: string } }) {
  if (!prop.parent) return true;
  if (!prop.parent.fileName.includes('node_modules/')) return true;
  return reactAria.test(prop.parent.fileName) && !everyElement.has(prop.parent.name);
}

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
      // Props tables are the kit's: the site's and the console's files are not in its project, and
      // the docgen would warn once for each it was given (68 "Skipping docgen" lines a build).
      include: ['**/packages/ui/src/**/*.tsx'],
      // Props tables come from the components; Storybook's own config has none to document.
      exclude: ['**/**.stories.tsx', '**/.storybook/**'],
      // `'primary' | 'secondary'` becomes a select, `string | undefined` a text box and
      // `boolean | undefined` a toggle, instead of a JSON editor.
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: documentedProp,
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
