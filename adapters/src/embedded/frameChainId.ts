// The chain id in a frame answer (a user, a switch, GET_CHAIN_ID): a number, its digits, or a
// CAIP-2 `eip155:` id. The one reading of it, for the host's eth_chainId and chainChanged.

/** The positive integer chain id the frame named, or undefined for anything else. */
export function frameChainNumber(id: unknown): number | undefined {
  const numeric =
    typeof id === 'number' ? id : typeof id === 'string' ? Number(id.replace(/^eip155:/, '')) : NaN
  return Number.isSafeInteger(numeric) && numeric > 0 ? numeric : undefined
}
