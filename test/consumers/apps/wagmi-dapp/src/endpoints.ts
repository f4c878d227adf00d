// Where this app's RPC and service endpoints and its token come from. A real app writes its own
// here; this test host reads the local stack's, which the test sets on the page before it loads.
import type { Address } from 'viem'

interface LocalStack {
  rpcUrls: { mainnet: string; sepolia: string }
  services: { blockchainApiUrl: string; walletDirectoryUrl: string; analyticsUrl: string }
  tokens: { usdc: Address }
}

const stack = (window as unknown as { airlockLocalStack: LocalStack }).airlockLocalStack

export const rpcUrls = { 1: [stack.rpcUrls.mainnet], 11155111: [stack.rpcUrls.sepolia] }
export const services = stack.services
/** A USDC-like ERC-20 (6 decimals), at this address on both chains. */
export const usdc = stack.tokens.usdc
