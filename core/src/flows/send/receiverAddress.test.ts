// spec §5 send rules, issue 27: a receiver is checked by the address rule of its namespace's
// adapter, and a namespace no adapter serves has no address at all.
import { Result } from 'effect'
import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../../adapter'
import { ethereumNetwork } from '../../domain/networks/evm'
import { solanaMainnet } from '../../domain/networks/solana'
import { InvalidAddressError } from '../../errors/validation'
import { createMemoryAdapter } from '../../testing/memoryAdapter'
import { isAddressIn } from './receiverAddress'

const adapterOf = (namespace: ChainAdapter['namespace'], networks: ChainAdapter['networks']) =>
  createMemoryAdapter({ namespace, networks, wallets: [] }).adapter
const evm = adapterOf('eip155', [ethereumNetwork])
const solana = adapterOf('solana', [solanaMainnet])
const evmAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const solanaAddress = 'So11111111111111111111111111111111111111112'

describe('isAddressIn', () => {
  it("checks a receiver with its namespace's adapter, not another's", () => {
    const adapters = [evm, solana]
    expect(isAddressIn(adapters, 'eip155', evmAddress)).toBe(true)
    expect(isAddressIn(adapters, 'solana', solanaAddress)).toBe(true)
    expect(isAddressIn(adapters, 'eip155', solanaAddress)).toBe(false)
    expect(isAddressIn(adapters, 'solana', evmAddress)).toBe(false)
  })

  it('has no address for a namespace without an adapter', () => {
    expect(isAddressIn([evm], 'solana', solanaAddress)).toBe(false)
  })

  it("uses the adapter's own rule, whatever it is", () => {
    const seen: string[] = []
    const strict: ChainAdapter = {
      ...evm,
      parseAddress: (value) => {
        seen.push(value)
        return Result.fail(new InvalidAddressError({ namespace: 'eip155', value, reason: 'no' }))
      },
    }
    expect(isAddressIn([strict], 'eip155', evmAddress)).toBe(false)
    expect(seen).toEqual([evmAddress])
  })
})
