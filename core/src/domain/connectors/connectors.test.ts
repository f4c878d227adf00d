import { Result } from 'effect'
import { describe, expect, it } from 'vitest'
import { connectMethodOrder, InvalidConnectMethodOrderError } from './connectMethodOrder'
import {
  connectorSections,
  connectorSectionTypes,
  orderConnectorSectionTypes,
} from './connectorOrder'

const full = Object.fromEntries(connectorSectionTypes.map((type) => [type, [type]])) as Record<
  (typeof connectorSectionTypes)[number],
  string[]
>

const types = (sections: readonly { type: string }[]) => sections.map((s) => s.type)

describe('connector section order (spec §2)', () => {
  it('defaults to walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(orderConnectorSectionTypes().join(', ')).toBe(
      'walletConnect, recent, injected, featured, custom, external, recommended',
    )
  })

  it('puts configured overrides first and ignores names that are not types', () => {
    expect(orderConnectorSectionTypes(['external', 'nonsense', 'recent', 'external'])).toEqual([
      'external',
      'recent',
      'walletConnect',
      'injected',
      'featured',
      'custom',
      'recommended',
    ])
  })

  it('shows a type only if it has entries', () => {
    const entries = { ...full, recent: [], custom: [] }
    expect(
      types(
        connectorSections({
          walletConnectEnabled: true,
          connectedThroughWalletConnect: false,
          entries,
        }),
      ),
    ).toEqual(['walletConnect', 'injected', 'featured', 'external', 'recommended'])
  })

  it.each([
    [true, false, true],
    [false, false, false],
    [true, true, false],
    [false, true, false],
  ])('walletConnect enabled=%s, connected through it=%s → shown=%s', (enabled, through, shown) => {
    const sections = connectorSections({
      walletConnectEnabled: enabled,
      connectedThroughWalletConnect: through,
      entries: full,
    })
    expect(types(sections).includes('walletConnect')).toBe(shown)
  })
})

describe('connectMethodOrder (spec §2)', () => {
  it('defaults to email, social, wallet', () => {
    expect(connectMethodOrder()).toEqual(Result.succeed(['email', 'social', 'wallet']))
  })

  it('takes a configured permutation', () => {
    expect(connectMethodOrder(['wallet', 'email', 'social'])).toEqual(
      Result.succeed(['wallet', 'email', 'social']),
    )
  })

  it.each([[['wallet']], [['wallet', 'wallet', 'email']], [['email', 'social', 'phone']], [[]]])(
    'rejects %j with the default as fallback',
    (configured) => {
      const result = connectMethodOrder(configured)
      expect(Result.isFailure(result)).toBe(true)
      if (Result.isSuccess(result)) return
      expect(result.failure).toBeInstanceOf(InvalidConnectMethodOrderError)
      expect(result.failure.fallback).toEqual(['email', 'social', 'wallet'])
    },
  )
})
