// The wallet features under the network (spec §9 order: onramp, swaps, receive, send). A
// feature shows only when the model gives its callback: the model leaves out what the host
// turned off (spec §1 toggles) and what does not apply to the network (spec §9).
import { useMessages } from '../../i18n/messages'
import { BuyIcon, ReceiveIcon, SendIcon, SessionsIcon, SwapIcon } from '../shared/icons'
import { featureButton, features } from './AccountFeatures.css'

export interface AccountFeaturesProps {
  readonly onBuy?: () => void
  readonly onSwap?: () => void
  readonly onReceive?: () => void
  readonly onSend?: () => void
  /** Smart sessions (spec §1 toggle): after the §9 wallet features. */
  readonly onSessions?: () => void
}

export function AccountFeatures({
  onBuy,
  onSwap,
  onReceive,
  onSend,
  onSessions,
}: AccountFeaturesProps) {
  const { account, smartSessions } = useMessages()
  // spec §9 "Wallet features order: onramp, swaps, receive, send".
  const shown = [
    { key: 'onramp', label: account.buy, Icon: BuyIcon, onClick: onBuy },
    { key: 'swaps', label: account.swap, Icon: SwapIcon, onClick: onSwap },
    { key: 'receive', label: account.receive, Icon: ReceiveIcon, onClick: onReceive },
    { key: 'send', label: account.send, Icon: SendIcon, onClick: onSend },
    { key: 'sessions', label: smartSessions.sessions, Icon: SessionsIcon, onClick: onSessions },
  ].filter((feature) => feature.onClick)
  if (shown.length === 0) return null
  return (
    <ul className={features} aria-label={account.featuresLabel}>
      {shown.map(({ key, label, Icon, onClick }) => (
        <li key={key}>
          <button type="button" className={featureButton} onClick={onClick} data-feature={key}>
            <Icon />
            {label}
          </button>
        </li>
      ))}
    </ul>
  )
}
