// EIP-1193 errors as wallets send them: an Error with a numeric `code`.
export interface ProviderRpcError extends Error {
  readonly code: number
  readonly data?: unknown
}

export function providerError(code: number, message: string, data?: unknown): ProviderRpcError {
  return Object.assign(new Error(message), { code, data })
}
