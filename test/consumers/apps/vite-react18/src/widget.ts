import { createEvmAdapter } from '@airlock/adapters/evm'
import { createWidget, ethereumNetwork, sepoliaNetwork } from '@airlock/core'

// The local stack's addresses, set by the test before the page loads; a real app writes its own.
const stack = (window as unknown as { airlockLocalStack: LocalStack }).airlockLocalStack
interface LocalStack {
  rpcUrls: { mainnet: string; sepolia: string }
  services: { blockchainApiUrl: string; walletDirectoryUrl: string; analyticsUrl: string }
}

const networks = [ethereumNetwork, sepoliaNetwork] as const

export const widget = createWidget({
  projectId: 'vite-react18-consumer',
  networks,
  adapters: [
    createEvmAdapter({
      networks,
      rpcUrls: { 1: [stack.rpcUrls.mainnet], 11155111: [stack.rpcUrls.sepolia] },
    }),
  ],
  services: stack.services,
})
