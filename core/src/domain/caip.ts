// spec §3, §5: CAIP-2 network ids (`namespace:reference`) and CAIP-10 addresses
// (`namespace:reference:address`). Character sets follow the CAIP-2 and CAIP-10 standards.
import { Result } from 'effect'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/validation'
import {
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
  isChainNamespace,
} from './namespaces'

const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/
const accountAddressPattern = /^[-.%a-zA-Z0-9]{1,128}$/

export interface ParsedCaipNetworkId {
  readonly namespace: ChainNamespace
  readonly reference: string
  readonly caipNetworkId: CaipNetworkId
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  readonly address: string
  readonly caipAddress: CaipAddress
}

function checkNamespaceAndReference(
  namespace: string,
  reference: string,
): Result.Result<ChainNamespace, string> {
  if (!isChainNamespace(namespace))
    return Result.fail(`unknown namespace ${JSON.stringify(namespace)}`)
  if (!referencePattern.test(reference))
    return Result.fail('the chain reference must be 1 to 32 of [-_a-zA-Z0-9]')
  return Result.succeed(namespace)
}

/** A non-string input in an error's text (String() throws on objects without a prototype). */
const describeNonString = (value: unknown) =>
  typeof value === 'object' && value !== null
    ? Object.prototype.toString.call(value)
    : String(value)

/** spec §3: a two-part CAIP-2 network id with a known namespace. */
export function parseCaipNetworkId(
  value: string,
): Result.Result<ParsedCaipNetworkId, InvalidCaipNetworkIdError> {
  // Ids come from hosts' configs, wallets and storage: a non-string is refused, not thrown on.
  if (typeof value !== 'string') {
    return Result.fail(
      new InvalidCaipNetworkIdError({ value: describeNonString(value), reason: 'not a string' }),
    )
  }
  const parts = value.split(':')
  const [namespace = '', reference = ''] = parts
  if (parts.length !== 2 || namespace === '' || reference === '') {
    return Result.fail(
      new InvalidCaipNetworkIdError({
        value,
        reason: 'expected two non-empty parts namespace:reference',
      }),
    )
  }
  const checked = checkNamespaceAndReference(namespace, reference)
  if (Result.isFailure(checked)) {
    return Result.fail(new InvalidCaipNetworkIdError({ value, reason: checked.failure }))
  }
  return Result.succeed({
    namespace: checked.success,
    reference,
    caipNetworkId: formatCaipNetworkId(checked.success, reference),
  })
}

/** spec §5: "CAIP address: exactly three non-empty parts and known namespace." */
export function parseCaipAddress(
  value: string,
): Result.Result<ParsedCaipAddress, InvalidCaipAddressError> {
  if (typeof value !== 'string') {
    return Result.fail(
      new InvalidCaipAddressError({ value: describeNonString(value), reason: 'not a string' }),
    )
  }
  const parts = value.split(':')
  const [namespace = '', reference = '', address = ''] = parts
  if (parts.length !== 3 || parts.some((part) => part === '')) {
    return Result.fail(
      new InvalidCaipAddressError({
        value,
        reason: 'expected exactly three non-empty parts namespace:chainId:address',
      }),
    )
  }
  const checked = checkNamespaceAndReference(namespace, reference)
  if (Result.isFailure(checked)) {
    return Result.fail(new InvalidCaipAddressError({ value, reason: checked.failure }))
  }
  if (!accountAddressPattern.test(address)) {
    return Result.fail(
      new InvalidCaipAddressError({
        value,
        reason: 'the address must be 1 to 128 of [-.%a-zA-Z0-9]',
      }),
    )
  }
  return Result.succeed({
    namespace: checked.success,
    reference,
    address,
    caipNetworkId: formatCaipNetworkId(checked.success, reference),
    caipAddress: formatCaipAddress(checked.success, reference, address),
  })
}

export function formatCaipNetworkId(
  namespace: ChainNamespace,
  reference: string | number,
): CaipNetworkId {
  return `${namespace}:${reference}`
}

/** spec §3: "Active address is rebuilt as namespace:chainId:address." */
export function formatCaipAddress(
  namespace: ChainNamespace,
  chainId: string | number,
  address: string,
): CaipAddress {
  return `${namespace}:${chainId}:${address}`
}

export function isCaipNetworkId(value: string): value is CaipNetworkId {
  return Result.isSuccess(parseCaipNetworkId(value))
}

export function isCaipAddress(value: string): value is CaipAddress {
  return Result.isSuccess(parseCaipAddress(value))
}

/** The plain address inside a CAIP-10 address, e.g. for display or a wallet request. */
export function addressOfCaipAddress(
  value: string,
): Result.Result<string, InvalidCaipAddressError> {
  return Result.map(parseCaipAddress(value), (parsed) => parsed.address)
}
