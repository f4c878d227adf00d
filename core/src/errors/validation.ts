// Failures of the spec §5 validation rules. Each carries the rejected input and, where the spec
// quotes one, the exact message.
import { Data } from 'effect'
import type { ChainNamespace } from '../domain/namespaces'

/** spec §3, §5: a CAIP-2 network id is `namespace:reference` with a known namespace. */
export class InvalidCaipNetworkIdError extends Data.TaggedError('InvalidCaipNetworkIdError')<{
  readonly value: string
  readonly reason: string
}> {
  override get message() {
    return `Invalid CAIP-2 network id ${JSON.stringify(this.value)}: ${this.reason}`
  }
}

/** spec §3, §5: a CAIP-10 address has exactly three non-empty parts and a known namespace. */
export class InvalidCaipAddressError extends Data.TaggedError('InvalidCaipAddressError')<{
  readonly value: string
  readonly reason: string
}> {
  override get message() {
    return `Invalid CAIP address ${JSON.stringify(this.value)}: ${this.reason}`
  }
}

/** spec §5: an address that does not follow its namespace's rule. */
export class InvalidAddressError extends Data.TaggedError('InvalidAddressError')<{
  readonly namespace: ChainNamespace
  readonly value: string
  readonly reason: string
}> {
  override get message() {
    return `Invalid ${this.namespace} address ${JSON.stringify(this.value)}: ${this.reason}`
  }
}

/** spec §5: "Unit parsing: optional minus, digits, one optional decimal point." */
export class InvalidAmountError extends Data.TaggedError('InvalidAmountError')<{
  readonly value: string
  readonly reason: string
}> {
  override get message() {
    return `Invalid amount ${JSON.stringify(this.value)}: ${this.reason}`
  }
}

/** spec §5: "Account name: letters, digits, hyphens, at least 4 characters." */
export class InvalidAccountNameError extends Data.TaggedError('InvalidAccountNameError')<{
  readonly value: string
  readonly reason: string
}> {
  override get message() {
    return `Invalid account name ${JSON.stringify(this.value)}: ${this.reason}`
  }
}

/** ENSIP-11: the chain id has to fit in 31 bits. */
export class InvalidCoinTypeChainIdError extends Data.TaggedError('InvalidCoinTypeChainIdError')<{
  readonly chainId: number
}> {
  override get message() {
    return `Invalid ENSIP-11 chainId: ${this.chainId}. Must be between 0 and 0x7fffffff, or 1.`
  }
}
