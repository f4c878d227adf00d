// spec §2 UnsupportedChain, §8: the wallet is on a network the app does not support; the
// requested networks to switch to (after a successful switch the machine closes the modal),
// and Disconnect as the way out when the wallet cannot switch. Pure: props in.
import { useMessages } from '../../i18n/messages'
import { DisconnectButton, type DisconnectState } from '../shared/disconnect/DisconnectButton'
import { NetworkList, type NetworkListProps } from '../shared/networkList/NetworkList'
import { badge, detail, heading, hint, intro, view } from './UnsupportedChainView.css'

export interface UnsupportedChainViewProps
  extends Pick<NetworkListProps, 'networks' | 'isSwitching' | 'switchingId' | 'onSwitch'> {
  readonly disconnect: DisconnectState
  readonly onDisconnect: () => void
}

export function UnsupportedChainView({
  disconnect,
  onDisconnect,
  ...list
}: UnsupportedChainViewProps) {
  const { unsupported, network } = useMessages()
  return (
    <div className={view} data-view="UnsupportedChain">
      <div className={intro}>
        <span className={badge} aria-hidden="true">
          <WarningIcon />
        </span>
        <p className={heading}>{unsupported.title}</p>
        <p className={detail}>{unsupported.detail}</p>
      </div>
      <NetworkList {...list} label={network.list} />
      {list.isSwitching ? <p className={hint}>{network.confirmInWallet}</p> : null}
      <DisconnectButton tone="ghost" state={disconnect} onDisconnect={onDisconnect} />
    </div>
  )
}

function WarningIcon() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M10.3 3.9L2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </svg>
  )
}
