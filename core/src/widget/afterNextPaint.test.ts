import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint'

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('runs the work in a task after the next frame, not before it', () => {
    vi.useFakeTimers()
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', () => {})
    const work = vi.fn()
    afterNextPaint(work)
    vi.runAllTimers()
    expect(work).not.toHaveBeenCalled()
    for (const frame of frames.splice(0)) frame()
    expect(work).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('is a timer where there are no frames, and cancels either way', () => {
    vi.useFakeTimers()
    const work = vi.fn()
    afterNextPaint(work)
    const cancel = afterNextPaint(work)
    cancel()
    vi.runAllTimers()
    expect(work).toHaveBeenCalledTimes(1)
  })
})
