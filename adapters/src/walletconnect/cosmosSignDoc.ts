// ADR-036 off-chain signing of an arbitrary message: an amino StdSignDoc with one
// `sign/MsgSignData` message (the signer and the base64 data), an empty chain id, zero account
// number and sequence, no fee and no memo, so what is signed can never be a transaction.
// Keplr builds this document itself for signArbitrary; over WalletConnect the widget builds it
// and asks the wallet to sign it with cosmos_signAmino.
import { base64 } from '@scure/base'

export interface StdSignDoc {
  readonly chain_id: string
  readonly account_number: string
  readonly sequence: string
  readonly fee: {
    readonly gas: string
    readonly amount: readonly { readonly denom: string; readonly amount: string }[]
  }
  readonly msgs: readonly { readonly type: string; readonly value: unknown }[]
  readonly memo: string
}

export function adr036SignDoc(signer: string, message: string): StdSignDoc {
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [
      {
        type: 'sign/MsgSignData',
        value: { signer, data: base64.encode(new TextEncoder().encode(message)) },
      },
    ],
    memo: '',
  }
}

/** JSON with every object's keys sorted, the form amino signs (cosmjs serializeSignDoc). */
function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).sort()
    const entries = keys.map(
      (key) => `${JSON.stringify(key)}:${sortedJson((value as Record<string, unknown>)[key])}`,
    )
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** Whether a wallet's `signed` document is the one it was asked to sign, in any key order. */
export function sameSignDoc(signed: unknown, asked: StdSignDoc): boolean {
  return sortedJson(signed) === sortedJson(asked)
}
