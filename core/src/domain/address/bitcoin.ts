// bip122 addresses (beyond spec §5, which names only EVM and Solana): legacy base58check
// (P2PKH, P2SH), segwit v0 in bech32 (BIP 173) and v1+ in bech32m (BIP 350).

import { sha256 } from '@noble/hashes/sha2'
import { bech32, bech32m, createBase58check } from '@scure/base'
import { Result } from 'effect'
import { InvalidAddressError } from '../../errors/validation'
import { decodeOrUndefined } from './decodeOrUndefined'

export type BitcoinNetwork = 'mainnet' | 'testnet'
export type BitcoinAddressKind = 'p2pkh' | 'p2sh' | 'segwit'

export interface BitcoinAddress {
  readonly address: string
  readonly network: BitcoinNetwork
  readonly kind: BitcoinAddressKind
}

const base58check = createBase58check(sha256)

const legacyVersions: Readonly<Record<number, [BitcoinNetwork, BitcoinAddressKind]>> = {
  0: ['mainnet', 'p2pkh'],
  5: ['mainnet', 'p2sh'],
  111: ['testnet', 'p2pkh'],
  196: ['testnet', 'p2sh'],
}

const segwitPrefixes: Readonly<Record<string, BitcoinNetwork>> = { bc: 'mainnet', tb: 'testnet' }

function parseLegacy(value: string): BitcoinAddress | undefined {
  const payload = decodeOrUndefined(() => base58check.decode(value))
  if (payload?.length !== 21) return undefined
  const version = legacyVersions[payload[0] ?? -1]
  return version && { address: value, network: version[0], kind: version[1] }
}

function parseSegwit(value: string): BitcoinAddress | undefined {
  // Mixed case is invalid in bech32; the codec checks that on the string it is given.
  const decoded =
    decodeOrUndefined(() => bech32.decode(value as `${string}1${string}`)) ??
    decodeOrUndefined(() => bech32m.decode(value as `${string}1${string}`))
  if (!decoded) return undefined
  const network = segwitPrefixes[decoded.prefix]
  const [version, ...programWords] = decoded.words
  if (!network || version === undefined || version > 16) return undefined
  const program = decodeOrUndefined(() => bech32.fromWords(programWords))
  if (!program || program.length < 2 || program.length > 40) return undefined
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined
  // BIP 350: version 0 uses the bech32 checksum, every later version bech32m.
  const encodedWithRightChecksum =
    version === 0
      ? decodeOrUndefined(() => bech32.decode(value as `${string}1${string}`))
      : decodeOrUndefined(() => bech32m.decode(value as `${string}1${string}`))
  if (!encodedWithRightChecksum) return undefined
  return { address: value, network, kind: 'segwit' }
}

/** spec §5 bip122 address rule: the address as given, or why it is invalid. */
export const bitcoinAddressRule = (value: string): Result.Result<string, InvalidAddressError> =>
  Result.map(parseBitcoinAddress(value), (parsed) => parsed.address)

export function parseBitcoinAddress(
  value: string,
): Result.Result<BitcoinAddress, InvalidAddressError> {
  const parsed = parseLegacy(value) ?? parseSegwit(value)
  if (parsed) return Result.succeed(parsed)
  return Result.fail(
    new InvalidAddressError({
      namespace: 'bip122',
      value,
      reason: 'expected a base58check, bech32 (segwit v0) or bech32m (segwit v1+) address',
    }),
  )
}
