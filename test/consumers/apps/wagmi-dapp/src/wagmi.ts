import { createWagmiConfig } from '@airlock/adapters/wagmi'
import { http } from 'wagmi'
import { rpcUrls } from './endpoints.js'
import { widget } from './widget.js'

// The widget's networks become wagmi's chains, and its one connector is Airlock's: connecting,
// switching and disconnecting in either shows in both.
export const config = createWagmiConfig(widget, {
  transports: {
    1: http(rpcUrls[1][0]),
    11155111: http(rpcUrls[11155111][0]),
  },
})

declare module 'wagmi' {
  interface Register {
    config: typeof config
  }
}
