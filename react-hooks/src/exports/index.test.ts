import { expect, it } from 'vitest'
import * as entry from './index'

it('exports exactly the public surface', () => {
  expect(Object.keys(entry)).toMatchInlineSnapshot(`
    [
      "useAccount",
      "useActivity",
      "useBalance",
      "useConnect",
      "useConnectors",
      "useDisconnect",
      "useEmbeddedWallet",
      "useFeatures",
      "useIdentity",
      "useModal",
      "useNames",
      "useNativeBalance",
      "useNetwork",
      "useNfts",
      "useOnramp",
      "usePay",
      "usePlatform",
      "useProvider",
      "useRecentWallets",
      "useSend",
      "useSignIn",
      "useSmartSessions",
      "useSwap",
      "useTheme",
      "useToasts",
      "useWalletConnectUri",
      "useWalletInfo",
      "useWalletList",
      "useWidgetEvents",
      "useWidgetReadiness",
      "useWidget",
      "WidgetProviderMissingError",
      "WidgetProvider",
    ]
  `)
})
