// Test controls shared by the bip122, polkadot and cosmos test wallets, like the EVM test
// wallet's: every call is recorded; the next call of a method can be refused (the wallet's own
// rejection error) or left unanswered forever.
export type Script = 'reject' | 'hang'

export function createWalletControls(rejection: () => Error) {
  const scripts = new Map<string, Script[]>()
  const calls: { method: string; params?: unknown }[] = []
  const push = (method: string, script: Script) =>
    scripts.set(method, [...(scripts.get(method) ?? []), script])
  return {
    /** Runs `answer` unless a script says otherwise: throws the rejection, or never settles. */
    async answer<A>(method: string, params: unknown, answer: () => A | Promise<A>): Promise<A> {
      calls.push({ method, params })
      const script = scripts.get(method)?.shift()
      if (script === 'reject') throw rejection()
      if (script === 'hang') return new Promise<A>(() => {})
      return answer()
    },
    controls: {
      requests: () => [...calls],
      rejectNext: (method: string) => push(method, 'reject'),
      hangNext: (method: string) => push(method, 'hang'),
    },
  }
}
