// The requested networks to switch to (shared by Account and UnsupportedChain): each with its
// image and name, the active one marked with aria-current, the one being switched to busy while
// the wallet confirms. Pure: the data and the callback come in as props.

import type { CaipNetwork, CaipNetworkId } from '@airlock/core'
import { useMessages } from '../../../i18n/messages'
import { useDirectoryImages } from '../../../primitives/directoryImages'
import { visuallyHidden } from '../../../primitives/visuallyHidden.css'
import { WalletImage } from '../../../primitives/WalletImage'
import { check, item, list, name, spinner, trailing } from './NetworkList.css'

export interface NetworkListProps {
  readonly networks: readonly CaipNetwork[]
  /** The network the wallet is on; none while it is on a network the app did not ask for. */
  readonly activeId?: CaipNetworkId
  /** A switch is under way: the list waits for it. */
  readonly isSwitching?: boolean
  /** The network being switched to, when known. */
  readonly switchingId?: CaipNetworkId
  readonly onSwitch: (network: CaipNetwork) => void
  /** The list's accessible name ("Available networks" by default). */
  readonly label?: string
}

export function NetworkList({
  networks,
  activeId,
  isSwitching = false,
  switchingId,
  onSwitch,
  label,
}: NetworkListProps) {
  const messages = useMessages()
  const images = useDirectoryImages()
  const busy = isSwitching || switchingId !== undefined
  return (
    <>
      <ul className={list} aria-label={label ?? messages.network.list}>
        {networks.map((network) => {
          const active = network.caipNetworkId === activeId
          const switching = network.caipNetworkId === switchingId
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className={item}
                aria-current={active ? 'true' : undefined}
                aria-busy={switching || undefined}
                // aria-disabled, not disabled: the focused button keeps its focus while switching.
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy && !active) onSwitch(network)
                }}
              >
                <WalletImage {...images.network(network)} name={network.name} size={28} />
                <span className={name}>{network.name}</span>
                {switching ? (
                  <span className={trailing}>
                    <span className={spinner} aria-hidden="true" />
                    {messages.network.switching}
                  </span>
                ) : active ? (
                  <span className={`${trailing} ${check}`} aria-hidden="true">
                    <CheckIcon />
                  </span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
      <p role="status" className={visuallyHidden}>
        {busy ? messages.network.switching : ''}
      </p>
    </>
  )
}

function CheckIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
