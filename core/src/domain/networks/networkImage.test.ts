import { describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../../constants'
import { widgetImageUrl } from '../../services/walletDirectory/directoryImageUrl'
import { networks } from './catalogue'
import { networkImageUrl } from './networkImage'

describe('networkImageUrl (spec §3 assets, spec §7 /public/getAssetImage/{id})', () => {
  const imageUrl = widgetImageUrl({
    projectId: 'p1',
    services: { walletDirectoryUrl: 'http://127.0.0.1:8561' },
  })
  const sdk = `projectId=p1&st=${SDK_TYPE}&sv=${encodeURIComponent(SDK_VERSION)}`
  const ethereum = { id: 1, assets: { imageId: 'eip155:1', imageUrl: 'https://img/eth.png' } }

  it("a host's chainImages entry wins over the network's own image", () => {
    expect(
      networkImageUrl(ethereum, { imageUrl, chainImages: { 1: 'https://host/eth.svg' } }),
    ).toBe('https://host/eth.svg')
  })

  it("then the network's assets.imageUrl", () => {
    expect(
      networkImageUrl(ethereum, { imageUrl, chainImages: { 10: 'https://host/op.svg' } }),
    ).toBe('https://img/eth.png')
  })

  it("then the directory's asset image of assets.imageId, with the SDK params", () => {
    expect(networkImageUrl({ id: 1, assets: { imageId: 'eip155:1' } }, { imageUrl })).toBe(
      `http://127.0.0.1:8561/public/getAssetImage/eip155%3A1?${sdk}`,
    )
  })

  it('nothing without an override, an imageUrl or an imageId', () => {
    expect(networkImageUrl({ id: 2, assets: {} }, { imageUrl })).toBeUndefined()
  })

  it('every built-in network is the directory asset image of its CAIP-2 id', () => {
    for (const network of networks) {
      expect(networkImageUrl(network, { imageUrl })).toBe(
        `http://127.0.0.1:8561/public/getAssetImage/${encodeURIComponent(network.caipNetworkId)}?${sdk}`,
      )
    }
  })
})
