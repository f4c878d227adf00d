'use client'
// The network menu: the browser's own popover (the top layer; Escape and a press outside close
// it; the trigger toggles it) holding radio items, with the menu button's keys (WAI-ARIA APG):
// arrows, Home and End move, Enter and Space pick, Tab leaves. Issue 27: no Radix menu, whose
// layer, focus and scroll-lock parts made it a 25.5 kB lazy chunk (the budget is 25 kB).
import type { CaipNetwork } from '@airlock/core'
import { useNetwork } from '@airlock/react-hooks'
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { loadChainMarks, loadNetworkMark } from '../marks/chainMarks'
import { useDirectoryImages } from '../primitives/directoryImages'
import { WalletImage } from '../primitives/WalletImage'
import { menu, menuItem, pill } from './buttons.css'

export interface NetworkMenuProps {
  /** The trigger's accessible name (it includes the text). */
  readonly label: string
  readonly text: string
  /** The network the text names, whose image the trigger shows. */
  readonly network?: CaipNetwork
  /** The wallet is on a network the app did not ask for. */
  readonly unsupported: boolean
}

const GAP_PX = 6
const EDGE_PX = 8

/** The menu's CSS min-width: its width before it has one to measure. */
const MIN_WIDTH_PX = 200

/** Under the trigger, its left edge on the trigger's, kept inside the viewport. */
function placeUnder(list: HTMLElement, trigger: HTMLElement) {
  const anchor = trigger.getBoundingClientRect()
  const width = Math.max(list.offsetWidth, MIN_WIDTH_PX)
  const left = Math.max(EDGE_PX, Math.min(anchor.left, window.innerWidth - width - EDGE_PX))
  list.style.left = `${left}px`
  list.style.top = `${anchor.bottom + GAP_PX}px`
}

const itemsOf = (list: HTMLElement | null) => [
  ...(list?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []),
]

export function NetworkMenu({ label, text, network: shown, unsupported }: NetworkMenuProps) {
  const { caipNetwork, networks, switchNetwork } = useNetwork()
  const images = useDirectoryImages()
  const trigger = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  const menuId = useId()
  // Issue 30 (1): the shown network's mark, after the page's first paint (this renders only once
  // the widget's code is here) and when the page is idle; the menu's others when it opens.
  useEffect(() => {
    if (!shown) return
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1))
    idle(() => void loadNetworkMark(shown))
  }, [shown])

  // The trigger as the popover's invoker toggles it natively, and a press on it is not a press
  // outside. Set on the element: React 18 knows no popoverTarget prop (a lowercase `popover`
  // attribute it passes through, so the list is hidden in server-rendered HTML too).
  useLayoutEffect(() => {
    const element = list.current
    const button = trigger.current
    if (!element || !button) return undefined
    button.popoverTargetElement = element
    // Placed before it shows (no frame in the wrong place), and again once it has its width.
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open') return
      placeUnder(element, button)
      void loadChainMarks()
    }
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open'
      setOpen(opened)
      if (!opened) return
      placeUnder(element, button)
      const items = itemsOf(element)
      ;(items.find((item) => item.getAttribute('aria-checked') === 'true') ?? items[0])?.focus()
    }
    element.addEventListener('beforetoggle', onBeforeToggle)
    element.addEventListener('toggle', onToggle)
    return () => {
      element.removeEventListener('beforetoggle', onBeforeToggle)
      element.removeEventListener('toggle', onToggle)
    }
  }, [])

  const close = () => {
    if (list.current?.matches(':popover-open')) list.current.hidePopover()
    trigger.current?.focus()
  }
  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    list.current?.showPopover()
  }
  const onMenuKey = (event: KeyboardEvent) => {
    const items = itemsOf(list.current)
    const at = items.indexOf(document.activeElement as HTMLElement)
    const move: Record<string, number> = {
      ArrowDown: (at + 1) % items.length,
      ArrowUp: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }
    if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'Tab') {
      list.current?.hidePopover()
    } else if (event.key in move) {
      event.preventDefault()
      items[move[event.key] ?? 0]?.focus()
    }
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={pill}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        data-unsupported={unsupported || undefined}
        onKeyDown={onTriggerKey}
      >
        {shown ? <WalletImage {...images.network(shown)} name={shown.name} size={24} /> : null}
        {text}
      </button>
      <div
        ref={list}
        id={menuId}
        popover="auto"
        role="menu"
        aria-label={label}
        className={menu}
        onKeyDown={onMenuKey}
      >
        {networks.map((network) => {
          const checked = network.caipNetworkId === caipNetwork?.caipNetworkId
          return (
            <button
              key={network.caipNetworkId}
              type="button"
              role="menuitemradio"
              aria-checked={checked}
              tabIndex={-1}
              className={menuItem}
              onClick={() => {
                close()
                if (!checked) switchNetwork(network)
              }}
            >
              <WalletImage {...images.network(network)} name={network.name} size={24} />
              {network.name}
            </button>
          )
        })}
      </div>
    </>
  )
}
