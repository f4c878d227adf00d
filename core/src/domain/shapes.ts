// spec §5: "Transaction hash: 0x plus 64 hex; signed message: 0x plus 62 or more hex."
// "Calls sent need each to address starting 0x."

const transactionHashPattern = /^0x[0-9a-fA-F]{64}$/
const signaturePattern = /^0x[0-9a-fA-F]{62,}$/

export function isTransactionHash(value: string): value is `0x${string}` {
  return transactionHashPattern.test(value)
}

export function isSignedMessage(value: string): value is `0x${string}` {
  return signaturePattern.test(value)
}

/** spec §5: every call of a batch (wallet_sendCalls) needs a `to` starting with 0x. */
export function callsHaveHexTargets(calls: readonly { readonly to?: string }[]): boolean {
  return calls.every((call) => typeof call.to === 'string' && call.to.startsWith('0x'))
}
