import { createEvmAdapter } from '@airlock/adapters/evm'
import { createWidget, ethereumNetwork, sepoliaNetwork } from '@airlock/core'
import { rpcUrls, services } from './endpoints.js'

const networks = [ethereumNetwork, sepoliaNetwork] as const

export const widget = createWidget({
  projectId: 'YOUR_PROJECT_ID',
  networks,
  adapters: [createEvmAdapter({ networks, rpcUrls })],
  services,
})
