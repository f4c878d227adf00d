import { expect, it } from 'vitest'
import * as entry from './index'

it('exports exactly the public surface', () => {
  expect(Object.keys(entry)).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "ConnectButton",
      "NetworkButton",
      "de",
      "en",
      "locales",
      "MessagesProvider",
      "useMessages",
      "KitRoot",
      "viewRegistry",
      "WalletModal",
      "vars",
      "darkTheme",
      "lightTheme",
      "themeClasses",
      "applyThemeVariables",
    ]
  `)
})
