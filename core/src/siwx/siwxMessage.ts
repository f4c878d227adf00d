// CAIP-122 sign-in messages: one model for every namespace, written as EIP-4361 text on eip155
// ("Sign-In with Ethereum") and in the same shape, with the chain's name, elsewhere (CAIP-122's
// "{domain} wants you to sign in with your {blockchain} account"). Issue 12.
import type { SignInSession } from '../domain/types'

export type SiwxMessageData = SignInSession['data'] & {
  readonly domain: string
  readonly uri: string
  readonly version: string
  readonly nonce: string
  readonly issuedAt: string
}

const chainNames: Record<string, string> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/** The text the wallet signs: EIP-4361 on eip155 (line for line), CAIP-122 elsewhere. */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const [namespace = '', reference = ''] = data.chainId.split(':')
  const lines = [
    `${data.domain} wants you to sign in with your ${chainNames[namespace] ?? namespace} account:`,
    data.accountAddress,
    '',
    ...(data.statement ? [data.statement, ''] : []),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    // EIP-4361 names the chain by its number; CAIP-122 by its CAIP-2 reference.
    `Chain ID: ${namespace === 'eip155' ? reference : data.chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
  ]
  return lines.join('\n')
}

/** EIP-4361: at least 8 alphanumeric characters; 16 from the platform's random source. */
export function createNonce(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')
}
