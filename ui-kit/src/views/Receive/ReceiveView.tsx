// Receive (issue: "the address with its QR code, copy, and the networks it is valid on"): the
// pure view. The address cut in the middle (issue 30: the whole one wrapped mid-string; it stays
// in the title, for screen readers, in the QR code and on Copy), Copy with feedback, the configured
// networks of the account's namespace, each with its image and name. Props only
// (useReceiveViewModel builds them).
import type { CaipNetwork } from '@airlock/core'
import { useId } from 'react'
import { shortAddress } from '../../i18n/localeFormats'
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { useDirectoryImages } from '../../primitives/directoryImages'
import { QrCode } from '../../primitives/QrCode'
import { visuallyHidden } from '../../primitives/visuallyHidden.css'
import { WalletImage } from '../../primitives/WalletImage'
import { CheckIcon, CopyIcon } from '../shared/icons'
import {
  addressBlock,
  address as addressClass,
  copied as copiedClass,
  label,
  muted,
  network as networkClass,
  networkList,
  networkName,
  networksTitle,
  qr,
  view,
} from './ReceiveView.css'

export interface ReceiveViewProps {
  readonly address: string
  /** The configured networks of the account's namespace: where the address receives. */
  readonly networks: readonly CaipNetwork[]
  readonly copied: boolean
  readonly onCopy: () => void
}

export function ReceiveView({ address, networks, copied, onCopy }: ReceiveViewProps) {
  const { receive } = useMessages()
  const images = useDirectoryImages()
  const networksId = useId()
  return (
    <div className={view} data-view="Receive">
      <div className={qr}>
        <QrCode value={address} label={receive.qrLabel(address)} />
      </div>
      <div className={addressBlock}>
        <span className={label}>{receive.addressLabel}</span>
        <p className={addressClass} title={address}>
          <span aria-hidden="true" data-testid="address">
            {shortAddress(address)}
          </span>
          <span className={visuallyHidden}>{address}</span>
        </p>
      </div>
      <Button tone="secondary" width="full" onClick={onCopy}>
        {copied ? (
          <span className={copiedClass}>
            <CheckIcon />
          </span>
        ) : (
          <CopyIcon />
        )}
        {copied ? receive.copied : receive.copy}
      </Button>
      <p role="status" className={visuallyHidden}>
        {copied ? receive.copied : ''}
      </p>
      <div className={addressBlock}>
        <h3 className={networksTitle} id={networksId}>
          {receive.networksTitle}
        </h3>
        <p className={muted}>{receive.networksDetail}</p>
        <ul className={networkList} aria-labelledby={networksId}>
          {networks.map((network) => (
            <li key={network.caipNetworkId} className={networkClass}>
              <WalletImage {...images.network(network)} name={network.name} size={20} />
              <span className={networkName}>{network.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
