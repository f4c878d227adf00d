// spec §9 "Trust Wallet display normalised to Trust".
import { describe, expect, it } from 'vitest'
import { displayWalletName, withDisplayName } from './walletName'

describe('displayWalletName', () => {
  it('shows Trust Wallet as Trust, and every other name as it is', () => {
    expect(displayWalletName('Trust Wallet')).toBe('Trust')
    for (const name of ['Trust', 'MetaMask', 'trust wallet', 'Trust Wallet Pro', '']) {
      expect(displayWalletName(name)).toBe(name)
    }
  })

  it('gives the item back when its name stays, a copy with the new name when not', () => {
    const metaMask = { id: 'io.metamask', name: 'MetaMask' }
    expect(withDisplayName(metaMask)).toBe(metaMask)
    const trust = { id: 'com.trustwallet.app', name: 'Trust Wallet' }
    expect(withDisplayName(trust)).toEqual({ id: 'com.trustwallet.app', name: 'Trust' })
    expect(trust.name).toBe('Trust Wallet')
  })
})
