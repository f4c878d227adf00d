import type { SmartSessionEntry } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { permissionName, sessionRow } from './sessionRow'

const entry: SmartSessionEntry = {
  id: 'pci-1',
  account: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  permissionsContext: '0xabc',
  expiry: 1_900_000_000,
}

describe('sessionRow', () => {
  it("reads the API's record: project name (else id), expiry, permission types, revoked", () => {
    const row = sessionRow(
      {
        ...entry,
        record: {
          pci: 'pci-1',
          project: { id: 'local', name: 'Airlock example' },
          expiry: 1_950_000_000,
          createdAt: 1_800_000_000,
          permissions: [{ type: 'native-token-recurring-allowance', data: {} }, 'junk', null],
          context: '0xabc',
          revokedAt: 1_850_000_000,
        },
      },
      1_900_000_001,
    )
    expect(row).toEqual({
      id: 'pci-1',
      project: 'Airlock example',
      expiry: 1_950_000_000,
      expired: false,
      permissions: ['Native token recurring allowance'],
      revoked: true,
      detailsUnavailable: false,
    })
  })

  it('without a record: the expiry the wallet answered, details unavailable', () => {
    expect(sessionRow(entry, 1_900_000_000)).toMatchObject({
      project: undefined,
      expired: true,
      permissions: [],
      revoked: false,
      detailsUnavailable: true,
    })
  })

  it('names a permission type in words', () => {
    expect(permissionName('contract_call')).toBe('Contract call')
  })
})
