'use client'
// DESIGN.md WalletModal: the default modal. The browser's modal <dialog> (decision 0034),
// controlled by the modal machine: open from its tag; a close request sends user.close, which
// the machine may refuse while sign-in is required. The current view from the registry, any of
// them replaceable. It renders inside the kit's root element, whose theme it inherits.
// Issue 30 (4): it animates out after the machine has closed it (useClosingPhase), its height
// follows its view (useContentHeight), and a view coming in fades in.

import type { ViewEntry } from '@airlock/core'
import { afterNextPaint } from '@airlock/core/internal'
import { useAccount, useModal } from '@airlock/react-hooks'
import { Suspense, useEffect, useId, useState } from 'react'
import { useMessages } from '../i18n/messages'
import type { KitRootProps } from '../internal/KitRoot'
import { WhenWidgetRuns } from '../internal/WhenWidgetRuns'
import { WidgetKitRoot } from '../internal/WidgetKitRoot'
import { ModalDialog } from '../primitives/ModalDialog'
import { Spinner } from '../primitives/Spinner'
import { ModalHeader } from './ModalHeader'
import { Toasts } from './Toasts'
import { useClosingPhase } from './useClosingPhase'
import { useContentHeight } from './useContentHeight'
import { viewRegistry } from './viewRegistry'
import type { ViewComponent, ViewOverrides } from './viewTypes'
import { body, bodyContent, content, fallback, shaking, viewEnter } from './WalletModal.css'

export interface WalletModalProps extends Omit<KitRootProps, 'children'> {
  /** A host's views by name (`{ Connect: MyConnect }`); the others stay the kit's. */
  readonly views?: ViewOverrides
  /**
   * @deprecated Nothing in the kit needs a CSP nonce any more: the dialog, the page's scroll lock
   * and the network menu are rules of its stylesheet (decision 0035). Accepted and ignored.
   */
  readonly nonce?: string
}

/** Runs `work` once the page is idle (a timer where requestIdleCallback is missing). */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(work, 200)
  return () => clearTimeout(id)
}

/**
 * Issue 27: the view the modal would open on now (Connect, or Account once connected) is loaded
 * while the page is idle, so an opening renders it in its first frame instead of a spinner.
 */
function PreloadOpeningView({ views }: { readonly views?: ViewOverrides }) {
  const { status } = useAccount()
  const name = status === 'connected' ? 'Account' : 'Connect'
  const replaced = views?.[name] !== undefined
  useEffect(
    () => (replaced ? undefined : whenIdle(() => void viewRegistry[name].preload())),
    [name, replaced],
  )
  return null
}

/**
 * Issue 27: whether the opened modal's view may render. The frame after the press paints the
 * dialog with its header (the entry animation starts); the view renders in the task after that
 * frame, so the press is answered at once and the view's work comes right behind it.
 */
function useViewAfterFirstFrame(): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => afterNextPaint(() => setShown(true)), [])
  return shown
}

/** The view's place in the dialog. The after-first-frame state lives here, so the view's
 * arrival renders this part alone, not the dialog, its header and the toasts again. */
function ModalBody({ View, entry }: { readonly View?: ViewComponent; readonly entry?: ViewEntry }) {
  const messages = useMessages()
  const viewShown = useViewAfterFirstFrame()
  const { box, content } = useContentHeight(viewShown)
  return (
    <div ref={box} className={body}>
      <div ref={content} className={bodyContent}>
        <Suspense
          fallback={
            <div className={fallback}>
              <Spinner label={messages.modal.dialogLabel} />
            </div>
          }
        >
          {viewShown && View && entry ? (
            <div key={entry.view} className={viewEnter}>
              <View entry={entry} />
            </div>
          ) : null}
        </Suspense>
      </div>
    </div>
  )
}

const viewOf = (entry: ViewEntry, views?: ViewOverrides): ViewComponent =>
  views?.[entry.view] ?? viewRegistry[entry.view]

function ModalContent({ views }: { readonly views?: ViewOverrides }) {
  const { isOpen, view: openView, close, isCloseBlocked: closeBlocked, isShaking } = useModal()
  const titleId = useId()
  const { mounted, view, exited } = useClosingPhase(isOpen, openView)
  if (!mounted) return null
  return (
    <ModalDialog
      open={isOpen}
      onExited={exited}
      onCloseRequest={close}
      className={isShaking ? `${content} ${shaking}` : content}
      labelledBy={titleId}
      shaking={isShaking}
    >
      <ModalHeader view={view} closeBlocked={closeBlocked} titleId={titleId} />
      <ModalBody View={view ? viewOf(view, views) : undefined} entry={view} />
      <Toasts />
    </ModalDialog>
  )
}

export function WalletModal({ views, nonce: _nonce, ...root }: WalletModalProps) {
  // Decision 0037: the modal renders once the widget's code has arrived; an open() asked for
  // before (a click on the Connect button) waits for it and opens then.
  return (
    <WhenWidgetRuns beforeStart={null}>
      <WidgetKitRoot {...root}>
        <ModalContent views={views} />
        <PreloadOpeningView views={views} />
      </WidgetKitRoot>
    </WhenWidgetRuns>
  )
}
