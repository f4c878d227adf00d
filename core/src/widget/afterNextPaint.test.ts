import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint, afterSecondPaint } from './afterNextPaint'

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

describe('afterSecondPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  /** Runs one frame: its callbacks, then the tasks queued until the next frame. */
  const stubFrames = () => {
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => {}
    })
    return () => {
      for (const frame of frames.splice(0)) frame()
      vi.runAllTimers()
    }
  }

  it('runs the work after the frame that follows the next one, not after the next', () => {
    vi.useFakeTimers()
    const nextFrame = stubFrames()
    const work = vi.fn()
    afterSecondPaint(work)
    nextFrame()
    expect(work).not.toHaveBeenCalled()
    nextFrame()
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('cancels before either frame', () => {
    vi.useFakeTimers()
    const nextFrame = stubFrames()
    const work = vi.fn()
    afterSecondPaint(work)()
    const cancelLater = afterSecondPaint(work)
    nextFrame()
    cancelLater()
    nextFrame()
    nextFrame()
    expect(work).not.toHaveBeenCalled()
  })
})
