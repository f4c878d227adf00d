// Every story renders inside the kit's root (theme, resets, messages), dark by default; the
// toolbar's theme switch and the `theme` parameter pick light. axe runs on every story and a
// violation fails its test (addon-a11y `test: 'error'`).
import type { Preview } from '@storybook/react-vite'
import { KitRoot } from '../../ui-kit/src/internal/KitRoot'
import { loadChainMarks } from '../../ui-kit/src/marks/chainMarks'

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    layout: 'centered',
  },
  globalTypes: {
    theme: {
      description: 'Theme mode',
      toolbar: { icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark' },
  // The networks' and tokens' marks, which the modal loads with the views that show them
  // (issue 30, item 1): here the views render alone.
  loaders: [
    async () => {
      await loadChainMarks()
      return {}
    },
  ],
  decorators: [
    (Story, context) => (
      <KitRoot
        themeMode={
          (context.parameters.theme ?? context.globals.theme) === 'light' ? 'light' : 'dark'
        }
      >
        <div
          style={{
            width: 'min(360px, 100vw)',
            padding: 16,
            background: 'var(--airlock-color-background)',
          }}
        >
          <Story />
        </div>
      </KitRoot>
    ),
  ],
}

export default preview
