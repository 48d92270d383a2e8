import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Dependencies the stories reach; pre-bundled so that a cold run (CI) never reloads mid-test. */
export const storyDependencies = [
  // Dependencies of the packages, not of the root: Vite's "parent > dependency" form resolves them.
  ...[
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    '@radix-ui/react-dialog',
    '@radix-ui/react-select',
    'downshift',
    'react-toastify',
    'react-toastify/unstyled',
  ].map((dependency) => `@company/ui > ${dependency}`),
  '@company/forms > yup',
  'react-dom/server',
];

const config: StorybookConfig = {
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../packages/forms/stories/**/*.@(mdx|stories.tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig) {
    viteConfig.plugins = [
      ...(viteConfig.plugins ?? []),
      vanillaExtractPlugin({ identifiers: 'debug' }),
    ];
    // Pre-bundle every dependency the stories reach, so that a cold run (CI) never re-optimises and
    // reloads the page mid-test ("Vite unexpectedly reloaded a test").
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...storyDependencies],
    };
    return viteConfig;
  },
};

export default config;
