import { createEvmAdapter } from '@airlock/adapters/evm'
import { createWidget, ethereumNetwork, sepoliaNetwork } from '@airlock/core'
import { rpcUrls, services } from './endpoints.js'

const networks = [ethereumNetwork, sepoliaNetwork] as const

export const evmAdapter = createEvmAdapter({ networks, rpcUrls })

export const widget = createWidget({
  projectId: 'YOUR_PROJECT_ID',
  networks,
  adapters: [evmAdapter],
  services,
})
