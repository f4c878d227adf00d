// Where this app's RPC and service endpoints come from. A real app writes its own here (or
// leaves them out for the defaults); this test host reads the local stack's, which the test sets
// on the page before it loads.
const stack = (window as unknown as { airlockLocalStack: LocalStack }).airlockLocalStack

interface LocalStack {
  rpcUrls: { mainnet: string; sepolia: string }
  services: { blockchainApiUrl: string; walletDirectoryUrl: string; analyticsUrl: string }
}

export const rpcUrls = { 1: [stack.rpcUrls.mainnet], 11155111: [stack.rpcUrls.sepolia] }
export const services = stack.services
