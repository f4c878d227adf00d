import { describe, expect, it } from 'vitest'
import { chainNamespaces, isChainNamespace } from './namespaces'

describe('isChainNamespace (spec §1)', () => {
  it.each(chainNamespaces)('accepts %s', (namespace) => {
    expect(isChainNamespace(namespace)).toBe(true)
  })

  it.each(['', 'EIP155', 'eip-155', 'ethereum', 'bip122 ', 'near'])('rejects %j', (value) => {
    expect(isChainNamespace(value)).toBe(false)
  })
})
