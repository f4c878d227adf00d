// Storybook for every view in every state (issue 8). Vite builder, the same vanilla-extract
// plugin as the app, and stories that double as Vitest browser tests (addon-vitest) with axe.
import type { StorybookConfig } from '@storybook/react-vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { workspaceSources } from '../../workspaceSources'

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin()],
    define: { ...viteConfig.define, global: 'globalThis' },
    // The kit's sources, not its build: a story shows the change being made.
    resolve: { ...viteConfig.resolve, alias: workspaceSources },
  }),
}

export default config
