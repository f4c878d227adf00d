import { describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../../constants'
import { directoryImageUrl, WALLET_DIRECTORY_URL, widgetImageUrl } from './directoryImageUrl'

describe('directory image URLs (spec §7 image blobs, with the SDK params)', () => {
  const sdk = `projectId=p1&st=${SDK_TYPE}&sv=${encodeURIComponent(SDK_VERSION)}`

  it.each([
    ['wallet', 'abc', '/getWalletImage/abc'],
    ['asset', 'eip155:1', '/public/getAssetImage/eip155%3A1'],
    ['currency', 'USD', '/public/getCurrencyImage/USD'],
    ['token', 'USDC', '/public/getTokenImage/USDC'],
  ] as const)('a %s image', (kind, id, path) => {
    expect(directoryImageUrl({ baseUrl: 'http://127.0.0.1:8561', projectId: 'p1' }, kind, id)).toBe(
      `http://127.0.0.1:8561${path}?${sdk}`,
    )
  })

  it.each(['http://127.0.0.1:8561/dir', 'http://127.0.0.1:8561/dir/'])(
    'joins the base %j and the path with one slash, keeping its path',
    (baseUrl) => {
      expect(directoryImageUrl({ baseUrl, projectId: 'p1' }, 'token', 'a/b')).toBe(
        `http://127.0.0.1:8561/dir/public/getTokenImage/a%2Fb?${sdk}`,
      )
    },
  )

  it("a widget's: its directory URL, or the public service's, and its project id trimmed", () => {
    expect(widgetImageUrl({ projectId: ' p1 ' })('currency', 'EUR')).toBe(
      `${WALLET_DIRECTORY_URL}/public/getCurrencyImage/EUR?${sdk}`,
    )
    expect(
      widgetImageUrl({ projectId: 'p1', services: { walletDirectoryUrl: 'http://localhost:1' } })(
        'asset',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      ),
    ).toBe(
      `http://localhost:1/public/getAssetImage/solana%3A5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp?${sdk}`,
    )
  })
})
