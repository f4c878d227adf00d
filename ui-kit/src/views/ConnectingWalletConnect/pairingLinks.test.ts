import { describe, expect, it } from 'vitest'
import { pairingLinks } from './useConnectingWalletConnectViewModel'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'
const metamask = {
  id: 'metamask',
  name: 'MetaMask',
  rdns: 'io.metamask',
  mobile_link: 'metamask://',
  desktop_link: null,
  webapp_link: null,
}

describe('links offered for a chosen wallet', () => {
  it("spec §7: on a phone, the app link and the page opened in the wallet's own browser", () => {
    const links = pairingLinks(metamask, uri, true, 'https://app.example/swap')
    expect(links.map((link) => link.kind)).toEqual(['mobile', 'browse'])
    expect(links[1]?.href).toBe('https://metamask.app.link/dapp/app.example/swap')
  })

  it('on a computer, no phone-only links', () => {
    expect(pairingLinks(metamask, uri, false, 'https://app.example/')).toEqual([])
  })
})
