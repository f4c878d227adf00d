// The second locale around a story: the same view with the German catalogue (longer words, other
// number formats), as a story's `decorators: [inGerman]`.
import type { Decorator } from '@storybook/react-vite'
import { de } from '../../ui-kit/src/i18n/de'
import { MessagesProvider } from '../../ui-kit/src/i18n/messages'

export const inGerman: Decorator = (Story) => (
  <MessagesProvider messages={de}>
    <Story />
  </MessagesProvider>
)
