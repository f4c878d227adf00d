// The frame page's script (bundled by frameBundle.ts): announces itself to the embedding page
// if that page's origin is allow-listed (else refuses it, spec §8 'Invalid App Configuration'),
// then answers requests from the parent window only, decoded with the protocol's schemas.
import { decodeFrameRequest, errorEvent, type FrameRequest } from '@airlock/adapters/embedded'
import { isOriginAllowed } from '@airlock/core/internal'
import { Result } from 'effect'
import { callService } from './frameApi'
import { createFrameApprovals, FrameRefusal } from './frameApprovals'
import { readFrameConfig } from './frameConfig'
import { type FrameContext, frameHandlers } from './frameHandlers'
import { watchFrameVisibility } from './frameVisibility'

const INVALID_APP = 'Invalid App Configuration'

function parentOriginOf(): string | undefined {
  const ancestor = location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  return document.referrer ? new URL(document.referrer).origin : undefined
}

async function answer(request: FrameRequest, context: FrameContext) {
  const handle = frameHandlers[request.type] as (
    payload: unknown,
    context: FrameContext,
  ) => Promise<unknown>
  try {
    const payload = await handle(request.payload, context)
    window.parent.postMessage(
      { id: request.id, type: `${request.type}_SUCCESS`, payload },
      context.parentOrigin,
    )
    if (request.type === 'RELOAD') location.reload()
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Something went wrong'
    const code = error instanceof FrameRefusal ? error.code : undefined
    window.parent.postMessage(errorEvent(request, message, code), context.parentOrigin)
  }
}

function start() {
  if (window.parent === window) return // opened on its own: nobody to talk to
  const config = readFrameConfig(document)
  const parentOrigin = parentOriginOf()
  if (!parentOrigin || !isOriginAllowed(parentOrigin, config.allowedOrigins)) {
    window.parent.postMessage(
      { type: 'FRAME_ORIGIN_REFUSED', payload: { message: INVALID_APP } },
      parentOrigin ?? '*',
    )
    return
  }
  // This page load's id: its reports (INIT, theme, dapp data) and the logins it starts share it.
  const context: FrameContext = {
    config,
    parentOrigin,
    frameId: crypto.randomUUID(),
    memory: {},
    approvals: createFrameApprovals(watchFrameVisibility(document.documentElement)),
  }
  window.addEventListener('message', (event) => {
    // Only the embedding page, from its own origin; anything else gets no answer at all (the
    // site notes what it ignored, so a test can tell it arrived).
    if (event.source !== window.parent || event.origin !== parentOrigin) {
      const { type } = (event.data ?? {}) as { type?: unknown }
      void callService('/api/frame/refused', {
        frameId: context.frameId,
        dappOrigin: context.parentOrigin,
        type: typeof type === 'string' ? type : typeof event.data,
      }).catch(() => {})
      return
    }
    const decoded = decodeFrameRequest(event.data)
    if (Result.isFailure(decoded)) {
      const { id, type } = (event.data ?? {}) as { id?: unknown; type?: unknown }
      if (typeof id === 'string' && typeof type === 'string') {
        window.parent.postMessage(errorEvent({ id, type }, 'Invalid request'), parentOrigin)
      }
      return
    }
    void answer(decoded.success, context)
  })
  window.parent.postMessage({ type: 'FRAME_READY' }, parentOrigin)
}

start()
