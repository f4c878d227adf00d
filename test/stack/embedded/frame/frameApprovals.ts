// The frame asks the person itself before it signs or sends (issue 28 (1)): whatever posted the
// request (the widget, or any script on the embedding page), nothing is signed until the
// approval page was shown and its Approve clicked by the person (a trusted click) while the frame
// was visible. One request at a time. A request never shown within APPROVAL_SHOW_WITHIN_MS (a
// page script's request to the hidden frame) is refused, and so is one whose frame is hidden
// again before the answer (the widget's view was closed).

import type { PageLook } from '../html'
import { drawApprovalPage } from './approvalPage'
import type { ApprovalText } from './approvalRows'
import type { FrameVisibility } from './frameVisibility'

export const APPROVAL_SHOW_WITHIN_MS = 3_000
/** Approve works only this long after the page became visible: no click meant for the page. */
export const APPROVE_ARMED_AFTER_MS = 500

/** A refusal with its EIP-1193 code, which the frame's RPC_REQUEST_ERROR carries. */
export class FrameRefusal extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}

export const declined = () => new FrameRefusal('User rejected the request', 4001)

export function createFrameApprovals(visibility: FrameVisibility) {
  let open = false
  return {
    /** Resolves once approved; rejects with a FrameRefusal otherwise. */
    confirm: (
      text: ApprovalText,
      look: Pick<PageLook, 'themeMode' | 'themeVariables'>,
    ): Promise<void> => {
      if (open) {
        return Promise.reject(
          new FrameRefusal('The wallet already has a request open: answer it first', -32002),
        )
      }
      open = true
      const page = drawApprovalPage(text, look)
      return new Promise<void>((resolve, reject) => {
        let shown = false
        let arming: ReturnType<typeof setTimeout> | undefined
        const unshown = setTimeout(
          () => finish(new FrameRefusal('The wallet’s approval page was not shown', 4001)),
          APPROVAL_SHOW_WITHIN_MS,
        )
        const onVisibility = (visible: boolean) => {
          clearTimeout(arming)
          page.approve.disabled = true
          if (visible) {
            shown = true
            clearTimeout(unshown)
            arming = setTimeout(() => {
              page.approve.disabled = false
            }, APPROVE_ARMED_AFTER_MS)
          } else if (shown) finish(declined())
        }
        const unsubscribe = visibility.subscribe(onVisibility)
        if (visibility.visible()) onVisibility(true)
        function finish(refusal?: FrameRefusal) {
          clearTimeout(unshown)
          clearTimeout(arming)
          unsubscribe()
          page.root.remove()
          open = false
          if (refusal) reject(refusal)
          else resolve()
        }
        page.reject.addEventListener('click', () => finish(declined()))
        page.approve.addEventListener('click', (event) => {
          // A click the page dispatched, or one while the frame is covered, is not the person's.
          if (!event.isTrusted || !visibility.visible() || page.approve.disabled) return
          finish()
        })
      })
    },
  }
}

export type FrameApprovals = ReturnType<typeof createFrameApprovals>
