'use client'
// DESIGN.md WalletModal: the default modal. Radix Dialog controlled by the modal machine (open
// from its tag; onOpenChange(false) sends user.close, which the machine may refuse while
// sign-in is required); the current view from the lazy registry, any of them replaceable.
// No Dialog.Portal: the modal renders inside the kit's root element already, where a portal
// would have put it, and the portal's own Presence around Overlay and Content rendered the
// dialog's whole tree once more on every open (issue 27).
import { useModal } from '@airlock/react-hooks'
import { setNonce } from 'get-nonce'
import { Dialog } from 'radix-ui'
import { Suspense, useId, useRef } from 'react'
import { useMessages } from '../i18n/messages'
import { returnFocusAfterClose } from '../internal/accountTrigger'
import type { KitRootProps } from '../internal/KitRoot'
import { WidgetKitRoot } from '../internal/WidgetKitRoot'
import { Spinner } from '../primitives/Spinner'
import { ModalHeader } from './ModalHeader'
import { Toasts } from './Toasts'
import { viewRegistry } from './viewRegistry'
import type { ViewOverrides } from './viewTypes'
import { body, content, fallback, overlay, shaking } from './WalletModal.css'

export interface WalletModalProps extends Omit<KitRootProps, 'children'> {
  /** A host's views by name (`{ Connect: MyConnect }`); the others stay the kit's. */
  readonly views?: ViewOverrides
  /**
   * The page's CSP nonce, for the one style element the kit does not ship in its stylesheet:
   * the scroll lock of the open dialog (Radix). Under a strict CSP without it, the modal works
   * and the page behind it simply stays scrollable.
   */
  readonly nonce?: string
}

function ModalContent({ views }: { readonly views?: ViewOverrides }) {
  const { isOpen, view, close, isCloseBlocked: closeBlocked, isShaking } = useModal()
  const messages = useMessages()
  const returnFocus = useRef<HTMLElement | null>(null)
  const titleId = useId()
  const View = view ? (views?.[view.view] ?? viewRegistry[view.view]) : undefined
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && close()}>
      <Dialog.Overlay className={overlay} />
      <Dialog.Content
        className={isShaking ? `${content} ${shaking}` : content}
        data-shaking={isShaking || undefined}
        aria-describedby={undefined}
        aria-labelledby={titleId}
        // The modal opens from anywhere (a button, the host's API): focus goes back to
        // whatever had it when the modal opened, or to the account button that replaced it.
        onOpenAutoFocus={() => {
          returnFocus.current = document.activeElement as HTMLElement | null
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusAfterClose(returnFocus.current)
        }}
        onEscapeKeyDown={(event) => closeBlocked && event.preventDefault()}
        onPointerDownOutside={(event) => closeBlocked && event.preventDefault()}
      >
        <ModalHeader closeBlocked={closeBlocked} titleId={titleId} />
        <div className={body}>
          <Suspense
            fallback={
              <div className={fallback}>
                <Spinner label={messages.modal.dialogLabel} />
              </div>
            }
          >
            {View && view ? <View entry={view} /> : null}
          </Suspense>
        </div>
        <Toasts />
      </Dialog.Content>
    </Dialog.Root>
  )
}

export function WalletModal({ views, nonce, ...root }: WalletModalProps) {
  if (nonce) setNonce(nonce)
  return (
    <WidgetKitRoot {...root}>
      <ModalContent views={views} />
    </WidgetKitRoot>
  )
}
