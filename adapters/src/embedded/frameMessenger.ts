// The page's side of the embedded wallet (DESIGN.md /embedded, spec §7): a hidden frame on the
// wallet service's origin and typed requests over postMessage. Only messages whose origin is
// the frame's and whose source is the frame's window are read, then decoded (malformed ones are
// ignored); posts name the frame's origin as targetOrigin. The frame is ready 500 ms after it
// announces itself (spec §4); it must announce within 20 s, and a login request must be
// answered within 30 s (spec §9), else the spec §8 alerts' errors and telemetry events.
import {
  EmbeddedWalletLoadError,
  EmbeddedWalletOriginError,
  EmbeddedWalletRequestError,
  EmbeddedWalletTimeoutError,
} from '@airlock/core/adapter'
import { frameTimeoutEvents, type InvalidFrameMessageError } from '@airlock/core/internal'
import { Effect, Result } from 'effect'
import { type FrameTimeouts, frameTimeoutsWith, LOGIN_REQUEST_TYPES } from './frameTimeouts'
import { createHiddenFrame } from './hiddenFrame'
import {
  decodeFrameMessage,
  decodeSuccessPayload,
  type FrameRequestInput,
  type FrameRequestType,
  type FrameSuccessPayload,
} from './protocol'

export type FrameStatus = 'loading' | 'announced' | 'ready' | 'failed'
export type FrameUnavailableError = EmbeddedWalletLoadError | EmbeddedWalletOriginError
export type FrameRequestError =
  | FrameUnavailableError
  | EmbeddedWalletRequestError
  | EmbeddedWalletTimeoutError
  | InvalidFrameMessageError

/** What the messenger reports to error telemetry (core's Telemetry.report takes it as is). */
export interface FrameTimeoutReport {
  readonly event: (typeof frameTimeoutEvents)[keyof typeof frameTimeoutEvents]
  readonly error: EmbeddedWalletLoadError | EmbeddedWalletTimeoutError
}

export interface FrameMessengerOptions {
  /** The frame page, e.g. `http://127.0.0.1:8570/frame`; its origin is the only one heard. */
  readonly frameUrl: string
  /** Where the hidden frame goes; the document's body by default. */
  readonly container?: HTMLElement
  /** Load 20 s, login request 30 s, ready 500 ms after the announce (spec §4, §9). */
  readonly timeouts?: Partial<FrameTimeouts>
  /** Requests that time out; the login requests by default (spec §9 "login request 30 s"). */
  readonly timedRequests?: readonly FrameRequestType[]
  /** spec §8: iframe_load_failed, iframe_request_timeout. */
  readonly onTimeout?: (report: FrameTimeoutReport) => void
  /** Request ids; random by default. */
  readonly newId?: () => string
}

export interface FrameMessenger {
  readonly frame: HTMLIFrameElement
  readonly frameOrigin: string
  readonly status: () => FrameStatus
  /** How many times the frame became ready: a RELOAD makes a new frame page to initialise. */
  readonly readyCount: () => number
  /** Succeeds once the frame is ready; fails if it never loads or refuses this page. */
  readonly ready: Effect.Effect<void, FrameUnavailableError>
  /** Waits for ready, posts the request and succeeds with its decoded `<TYPE>_SUCCESS`. */
  readonly request: <const R extends FrameRequestInput>(
    request: R,
  ) => Effect.Effect<FrameSuccessPayload<R['type']>, FrameRequestError>
  /** Removes the frame and the listener; waiting requests fail with the load error. */
  readonly destroy: () => void
}

type Settle = (outcome: Effect.Effect<unknown, FrameRequestError>) => void

/** 128 random bits as hex (crypto.randomUUID needs a secure context; this does not). */
const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')

export function createFrameMessenger(options: FrameMessengerOptions): FrameMessenger {
  const timeouts = frameTimeoutsWith(options.timeouts)
  const timed = new Set<string>(options.timedRequests ?? LOGIN_REQUEST_TYPES)
  const newId = options.newId ?? randomId
  const frameOrigin = new URL(options.frameUrl, globalThis.location?.href).origin
  const container = options.container ?? document.body
  const view = container.ownerDocument.defaultView ?? window

  let status: FrameStatus = 'loading'
  let readyCount = 0
  let failure: FrameUnavailableError | undefined
  const readyWaiters = new Set<() => void>()
  const pending = new Map<string, { readonly type: string; readonly settle: Settle }>()
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const after = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, ms)
    timers.add(timer)
    return timer
  }
  const cancel = (timer: ReturnType<typeof setTimeout> | undefined) => {
    if (timer === undefined) return
    clearTimeout(timer)
    timers.delete(timer)
  }

  const wakeReadyWaiters = () => {
    for (const wake of [...readyWaiters]) wake()
  }
  const fail = (error: FrameUnavailableError) => {
    status = 'failed'
    failure = error
    wakeReadyWaiters()
    for (const [id, request] of pending) {
      pending.delete(id)
      request.settle(Effect.fail(error))
    }
  }

  const startLoadTimer = () =>
    after(timeouts.loadMs, () => {
      const error = new EmbeddedWalletLoadError()
      options.onTimeout?.({ event: frameTimeoutEvents.loadFailed, error })
      fail(error)
    })
  let loadTimer = startLoadTimer()

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== frameOrigin || event.source !== frame.contentWindow) return
    const decoded = decodeFrameMessage(event.data)
    if (Result.isFailure(decoded) || status === 'failed') return
    const message = decoded.success
    if ('id' in message) settleRequest(message)
    else if ('payload' in message) {
      // FRAME_ORIGIN_REFUSED: this page's origin is not on the frame's allow-list.
      cancel(loadTimer)
      fail(new EmbeddedWalletOriginError({ cause: message.payload.message }))
    } else {
      // FRAME_READY. A reload (RELOAD) announces again: not ready until its own 500 ms pass.
      cancel(loadTimer)
      status = 'announced'
      after(timeouts.readyDelayMs, () => {
        if (status !== 'announced') return
        status = 'ready'
        readyCount++
        wakeReadyWaiters()
      })
    }
  }

  const settleRequest = (message: {
    readonly id: string
    readonly type: string
    readonly payload?: unknown
  }) => {
    const request = pending.get(message.id)
    if (!request) return
    if (message.type === `${request.type}_ERROR`) {
      pending.delete(message.id)
      // Only FrameErrorEvent ends in _ERROR, so its payload carries the frame's message.
      const { message: text, code } = message.payload as {
        readonly message: string
        readonly code?: number
      }
      request.settle(
        Effect.fail(
          new EmbeddedWalletRequestError({
            requestType: request.type,
            message: text,
            ...(code === undefined ? {} : { code }),
          }),
        ),
      )
    } else if (message.type === `${request.type}_SUCCESS`) {
      pending.delete(message.id)
      if (request.type === 'RELOAD') {
        // The frame reloads after answering: loading again until it announces itself again.
        status = 'loading'
        loadTimer = startLoadTimer()
      }
      request.settle(
        Effect.fromResult(decodeSuccessPayload(request.type as FrameRequestType, message.payload)),
      )
    }
  }
  view.addEventListener('message', onMessage)
  const frame = createHiddenFrame(container, options.frameUrl)

  const ready: Effect.Effect<void, FrameUnavailableError> = Effect.callback((resume) => {
    const check = () => {
      if (status === 'ready') resume(Effect.void)
      else if (failure) resume(Effect.fail(failure))
      else return false
      readyWaiters.delete(check)
      return true
    }
    if (check()) return
    readyWaiters.add(check)
    return Effect.sync(() => readyWaiters.delete(check))
  })

  const post = (input: FrameRequestInput) =>
    Effect.callback<unknown, FrameRequestError>((resume) => {
      const id = newId()
      let timer: ReturnType<typeof setTimeout> | undefined
      const settle: Settle = (outcome) => {
        cancel(timer)
        resume(outcome)
      }
      pending.set(id, { type: input.type, settle })
      if (timed.has(input.type)) {
        timer = after(timeouts.requestMs, () => {
          pending.delete(id)
          const error = new EmbeddedWalletTimeoutError({ requestType: input.type })
          options.onTimeout?.({ event: frameTimeoutEvents.requestTimeout, error })
          resume(Effect.fail(error))
        })
      }
      frame.contentWindow?.postMessage({ ...input, id }, frameOrigin)
      return Effect.sync(() => {
        cancel(timer)
        pending.delete(id)
      })
    })

  return {
    frame,
    frameOrigin,
    status: () => status,
    readyCount: () => readyCount,
    ready,
    request: <const R extends FrameRequestInput>(input: R) =>
      Effect.andThen(ready, post(input)) as Effect.Effect<
        FrameSuccessPayload<R['type']>,
        FrameRequestError
      >,
    destroy: () => {
      view.removeEventListener('message', onMessage)
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      if (status !== 'failed') fail(new EmbeddedWalletLoadError({ cause: 'destroyed' }))
      frame.remove()
    },
  }
}
