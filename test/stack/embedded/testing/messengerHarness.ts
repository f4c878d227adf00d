// A dapp page's script for the frame tests (bundled by dappServer.ts): drives the real
// messenger from @airlock/adapters/embedded and hands plain outcomes to playwright.
import {
  createFrameMessenger,
  type FrameMessenger,
  type FrameRequestInput,
  type FrameTimeouts,
  waitForSocialResult,
} from '@airlock/adapters/embedded'
import { Cause, Effect, Exit } from 'effect'

export type Outcome =
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false
      readonly tag: string
      readonly message: string
      /** The frame's EIP-1193 code, when it gave one. */
      readonly code?: number
    }

async function outcomeOf(effect: Effect.Effect<unknown, unknown>): Promise<Outcome> {
  const exit = await Effect.runPromiseExit(effect)
  if (Exit.isSuccess(exit)) return { ok: true, value: exit.value }
  const error = Cause.squash(exit.cause) as { _tag?: string; message?: string; code?: number }
  return {
    ok: false,
    tag: error._tag ?? 'Unknown',
    message: error.message ?? String(error),
    ...(error.code === undefined ? {} : { code: error.code }),
  }
}

let messenger: FrameMessenger | undefined
let counter = 0
const started = new Map<string, Outcome | 'pending'>()
const reports: string[] = []
/** The ids of every answer the frame's origin posted to this page. */
const answeredIds: string[] = []
/** Issue 32: the types of messages from any other origin (the messenger must ignore them). */
const foreignTypes: string[] = []
const timing = { announcedAt: 0, readyAt: 0 }

const current = () => {
  if (!messenger) throw new Error('open() first')
  return messenger
}

const harness = {
  open(frameUrl: string, timeouts?: Partial<FrameTimeouts>) {
    messenger = createFrameMessenger({
      frameUrl,
      timeouts,
      newId: () => `req-${++counter}`,
      onTimeout: (report) => reports.push(`${report.event}:${report.error.message}`),
    })
    const frameOrigin = messenger.frameOrigin
    window.addEventListener('message', (event) => {
      if (event.origin !== frameOrigin) {
        foreignTypes.push(String((event.data as { type?: unknown } | null)?.type))
        return
      }
      if (typeof event.data?.id === 'string') answeredIds.push(event.data.id)
      if (event.data?.type === 'FRAME_READY') timing.announcedAt = performance.now()
    })
    void Effect.runPromise(Effect.ignore(messenger.ready)).then(() => {
      timing.readyAt = performance.now()
    })
  },
  status: () => current().status(),
  timing: () => ({ ...timing }),
  reports: () => [...reports],
  answeredIds: () => [...answeredIds],
  foreignTypes: () => [...foreignTypes],
  ready: () => outcomeOf(current().ready),
  request: (request: FrameRequestInput) => outcomeOf(current().request(request)),
  /** Starts a request without waiting; `result(key)` tells how it ended, or 'pending'. */
  start(request: FrameRequestInput) {
    const key = `${request.type}-${started.size}`
    started.set(key, 'pending')
    void outcomeOf(current().request(request)).then((outcome) => started.set(key, outcome))
    return key
  },
  result: (key: string) => started.get(key),
  /** The popup flow: provider page in a popup, its result handed back, then CONNECT_SOCIAL. */
  async socialByPopup(provider: 'github' | 'google') {
    const m = current()
    const redirect = await outcomeOf(
      m.request({ type: 'GET_SOCIAL_REDIRECT_URI', payload: { provider } }),
    )
    if (!redirect.ok) return redirect
    const popup = window.open((redirect.value as { uri: string }).uri, 'airlock-social', 'popup')
    if (!popup) return { ok: false, tag: 'PopupBlocked', message: 'popup blocked' } as Outcome
    return outcomeOf(
      Effect.flatMap(waitForSocialResult(popup, m.frameOrigin), (uri) =>
        m.request({ type: 'CONNECT_SOCIAL', payload: { uri } }),
      ),
    )
  },
  /** Adds an iframe (another origin's page) and resolves once it has loaded. */
  addFrame(url: string) {
    return new Promise<void>((resolve) => {
      const frame = document.createElement('iframe')
      frame.src = url
      frame.onload = () => resolve()
      document.body.appendChild(frame)
    })
  },
  destroy: () => current().destroy(),
}

declare global {
  interface Window {
    embeddedHarness: typeof harness
  }
}
window.embeddedHarness = harness
