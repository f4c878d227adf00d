import { afterEach, expect, it, vi } from 'vitest'
import { prefetchWalletImages } from './prefetchImages'

afterEach(() => vi.unstubAllGlobals())

it('fetches only the images WalletImage would show (issue 18: the directory is untrusted)', async () => {
  const requested: string[] = []
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      set src(url: string) {
        requested.push(url)
        queueMicrotask(() => this.onload?.())
      }
    },
  )
  const wallet = (id: string, image_url?: string) => ({ id, name: id, image_url })
  await prefetchWalletImages([
    wallet('a', 'https://images.example/a.png'),
    wallet('b', 'http://tracker.invalid/pixel.png'),
    wallet('c', 'javascript:alert(1)'),
    wallet('d', 'data:image/png;base64,iVBORw0KGgo='),
    wallet('e'),
    wallet('f', 'http://127.0.0.1:8561/getWalletImage/f'),
  ])
  expect(requested).toEqual([
    'https://images.example/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'http://127.0.0.1:8561/getWalletImage/f',
  ])
})
