// The allowances a typed-data signature grants (issue 28 (1): Permit called out on the wallet's
// approval page): EIP-2612 `Permit` (and DAI's `allowed` variant) on the token's own domain, and
// Uniswap Permit2's PermitSingle, PermitBatch and PermitTransferFrom.
import { type Address, getAddress, isAddress, maxUint160 } from 'viem'

export interface Permit {
  readonly standard: 'EIP-2612' | 'Permit2'
  readonly token: Address
  readonly spender: Address
  /** Absent for DAI's permit, which allows all or nothing (`unlimited`). */
  readonly amount?: bigint
  /** As much as the token could ever hold (Permit2's own maximum, 2¹⁶⁰ − 1, or more). */
  readonly unlimited: boolean
  /** Unix seconds. */
  readonly deadline?: bigint
}

/** An allowance no real balance reaches: Permit2's uint160 maximum and anything above. */
export const isUnlimited = (amount: bigint) => amount >= maxUint160

const address = (value: unknown): Address | undefined =>
  typeof value === 'string' && isAddress(value) ? getAddress(value) : undefined

/** A uint as typed data carries it: a safe integer, or decimal or hex text; never negative. */
function integer(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value >= 0n ? value : undefined
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|[0-9]+)$/.test(value)) return BigInt(value)
  return undefined
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

function permit(
  standard: Permit['standard'],
  token: unknown,
  spender: unknown,
  amount: unknown,
  deadline: unknown,
): Permit[] {
  const tokenAddress = address(token)
  const spenderAddress = address(spender)
  const value = integer(amount)
  if (!tokenAddress || !spenderAddress || value === undefined) return []
  const end = integer(deadline)
  return [
    {
      standard,
      token: tokenAddress,
      spender: spenderAddress,
      amount: value,
      unlimited: isUnlimited(value),
      ...(end === undefined ? {} : { deadline: end }),
    },
  ]
}

export function permitsOf(
  domain: Readonly<Record<string, unknown>>,
  primaryType: string,
  message: Readonly<Record<string, unknown>>,
): readonly Permit[] {
  if (primaryType === 'Permit' && typeof message.allowed === 'boolean') {
    // DAI: all or nothing.
    const token = address(domain.verifyingContract)
    const spender = address(message.spender)
    if (!token || !spender) return []
    const end = integer(message.expiry)
    return [
      {
        standard: 'EIP-2612',
        token,
        spender,
        unlimited: message.allowed,
        ...(end === undefined ? {} : { deadline: end }),
      },
    ]
  }
  if (primaryType === 'Permit') {
    return permit(
      'EIP-2612',
      domain.verifyingContract,
      message.spender,
      message.value,
      message.deadline,
    )
  }
  if (primaryType === 'PermitSingle') {
    const details = record(message.details)
    return permit('Permit2', details.token, message.spender, details.amount, message.sigDeadline)
  }
  if (primaryType === 'PermitBatch' && Array.isArray(message.details)) {
    return message.details.flatMap((entry) => {
      const details = record(entry)
      return permit('Permit2', details.token, message.spender, details.amount, message.sigDeadline)
    })
  }
  if (primaryType === 'PermitTransferFrom' || primaryType === 'PermitBatchTransferFrom') {
    const permitted = Array.isArray(message.permitted) ? message.permitted : [message.permitted]
    return permitted.flatMap((entry) => {
      const token = record(entry)
      return permit('Permit2', token.token, message.spender, token.amount, message.deadline)
    })
  }
  return []
}
