import { describe, expect, it } from 'vitest'
import { settleOnce, type Unsubscribable } from './settleOnce'

/** A listener's subscription that records whether it was ended. */
function subscription() {
  const handle = { ended: false, unsubscribe: () => {} }
  handle.unsubscribe = () => {
    handle.ended = true
  }
  return handle
}

describe('settleOnce', () => {
  it('settles with the first outcome and ends every listener', async () => {
    const [first, second] = [subscription(), subscription()]
    let settle: ((value: string) => void) | undefined
    const result = settleOnce<string>(({ resolve }) => {
      settle = resolve
      return [first, second]
    })
    settle?.('connected')
    settle?.('again')
    await expect(result).resolves.toBe('connected')
    expect([first.ended, second.ended]).toEqual([true, true])
  })

  it('rejects with the reason a listener gives, once', async () => {
    const listener = subscription()
    const result = settleOnce<never>(({ reject }) => {
      queueMicrotask(() => {
        reject(new Error('refused'))
        reject(new Error('later'))
      })
      return [listener]
    })
    await expect(result).rejects.toThrow('refused')
    expect(listener.ended).toBe(true)
  })

  it('ends the listeners even when one settles while they are being started', async () => {
    const listeners: (Unsubscribable & { ended: boolean })[] = []
    const result = settleOnce<number>(({ resolve }) => {
      listeners.push(subscription())
      resolve(1)
      listeners.push(subscription())
      return listeners
    })
    await expect(result).resolves.toBe(1)
    expect(listeners.map((listener) => listener.ended)).toEqual([true, true])
  })
})
