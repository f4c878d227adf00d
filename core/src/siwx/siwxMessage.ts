// CAIP-122 sign-in messages: one model for every namespace, written as EIP-4361 text on eip155
// ("Sign-In with Ethereum", by viem's createSiweMessage: issue 28 found a hand-written blank line
// short of the ABNF) and in the same shape, with the chain's name, elsewhere (CAIP-122's
// "{domain} wants you to sign in with your {blockchain} account"). Issue 12.
import type { Address } from 'viem'
import { createSiweMessage } from 'viem/siwe'
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

/** The text the wallet signs: EIP-4361 on eip155 (viem's, which also refuses a field the ABNF
 * does not allow: it throws), CAIP-122 elsewhere. */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const [namespace = '', reference = ''] = data.chainId.split(':')
  if (namespace === 'eip155') {
    return createSiweMessage({
      address: data.accountAddress as Address,
      chainId: Number(reference),
      domain: data.domain,
      uri: data.uri,
      version: data.version as '1',
      nonce: data.nonce,
      statement: data.statement,
      issuedAt: new Date(data.issuedAt),
      expirationTime: data.expirationTime ? new Date(data.expirationTime) : undefined,
    })
  }
  const lines = [
    `${data.domain} wants you to sign in with your ${chainNames[namespace] ?? namespace} account:`,
    data.accountAddress,
    '',
    ...(data.statement ? [data.statement, ''] : []),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    // CAIP-122 names the chain by its CAIP-2 id (EIP-4361, above, by its number).
    `Chain ID: ${data.chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
  ]
  return lines.join('\n')
}

const NONCE_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
/** The largest multiple of 62 a byte reaches (4 × 62): bytes from it up are drawn again, as
 * taking them modulo 62 would favour the alphabet's first 8 characters (issue 28). */
const UNBIASED_BYTES = 256 - (256 % NONCE_ALPHABET.length)

/** EIP-4361: at least 8 alphanumeric characters; 16 from the platform's random source, each
 * equally likely. (Not viem's generateSiweNonce: it draws from Math.random.) */
export function createNonce(): string {
  let nonce = ''
  while (nonce.length < 16) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < UNBIASED_BYTES && nonce.length < 16) nonce += NONCE_ALPHABET[byte % 62]
    }
  }
  return nonce
}
