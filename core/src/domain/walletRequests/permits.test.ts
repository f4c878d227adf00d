// Issue 28 (mutation testing found them unasserted): every permit shape the wallet calls out,
// the number forms typed data carries, and what is not a permit.
import { getAddress, maxUint160, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { permitsOf } from './permits'

const token = getAddress('0x2222222222222222222222222222222222222222')
const other = getAddress('0x3333333333333333333333333333333333333333')
const spender = getAddress('0xa77ac4e2a77ac4e2a77ac4e2a77ac4e2a77ac4e2')
const permit2 = { name: 'Permit2', chainId: 1 }

describe('permitsOf', () => {
  it('reads each token of a Permit2 PermitBatch, a PermitTransferFrom and a PermitBatchTransferFrom', () => {
    expect(
      permitsOf(permit2, 'PermitBatch', {
        details: [
          { token, amount: '5', expiration: '0', nonce: '0' },
          { token: other, amount: maxUint160.toString(), expiration: '0', nonce: '0' },
        ],
        spender,
        sigDeadline: '100',
      }),
    ).toEqual([
      { standard: 'Permit2', token, spender, amount: 5n, unlimited: false, deadline: 100n },
      {
        standard: 'Permit2',
        token: other,
        spender,
        amount: maxUint160,
        unlimited: true,
        deadline: 100n,
      },
    ])
    expect(
      permitsOf(permit2, 'PermitTransferFrom', {
        permitted: { token, amount: '0x10' },
        spender,
        nonce: '1',
        deadline: 200,
      }),
    ).toEqual([
      { standard: 'Permit2', token, spender, amount: 16n, unlimited: false, deadline: 200n },
    ])
    expect(
      permitsOf(permit2, 'PermitBatchTransferFrom', {
        permitted: [
          { token, amount: 1 },
          { token: other, amount: maxUint256.toString() },
        ],
        spender,
        nonce: '1',
        deadline: '300',
      }).map((p) => [p.token, p.amount, p.unlimited]),
    ).toEqual([
      [token, 1n, false],
      [other, maxUint256, true],
    ])
  })

  it('leaves out a permit whose token, spender or amount is not one, and a deadline that is not a number', () => {
    const single = (details: Record<string, unknown>, spenderField: unknown = spender) =>
      permitsOf(permit2, 'PermitSingle', { details, spender: spenderField, sigDeadline: 'soon' })
    expect(single({ token: 'USDC', amount: '1' })).toEqual([])
    expect(single({ token, amount: '1' }, 'me')).toEqual([])
    expect(single({ token, amount: '1.5' })).toEqual([])
    expect(single({ token, amount: -1 })).toEqual([])
    expect(single({ token, amount: Number.MAX_SAFE_INTEGER * 4 })).toEqual([])
    expect(single({ token, amount: '7' })).toEqual([
      { standard: 'Permit2', token, spender, amount: 7n, unlimited: false },
    ])
    expect(permitsOf(permit2, 'PermitBatch', { details: 'all', spender })).toEqual([])
    expect(permitsOf(permit2, 'PermitSingle', { details: null, spender })).toEqual([])
  })

  it('reads DAI’s all-or-nothing permit only with its token and spender; other types are no permits', () => {
    const dai = { name: 'Dai Stablecoin', verifyingContract: token }
    expect(
      permitsOf(dai, 'Permit', { holder: spender, spender, allowed: false, expiry: 5 }),
    ).toEqual([{ standard: 'EIP-2612', token, spender, unlimited: false, deadline: 5n }])
    expect(permitsOf({ name: 'Dai' }, 'Permit', { spender, allowed: true })).toEqual([])
    expect(permitsOf(dai, 'Permit', { spender: 'x', allowed: true })).toEqual([])
    expect(permitsOf(dai, 'Permit', { spender, allowed: true })).toEqual([
      { standard: 'EIP-2612', token, spender, unlimited: true },
    ])
    expect(permitsOf(dai, 'Order', { spender, value: '1' })).toEqual([])
  })
})
