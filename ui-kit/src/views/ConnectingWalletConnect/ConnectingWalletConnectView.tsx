// spec §2, §9 ConnectingWalletConnect(Basic): the pairing URI as a QR code with its countdown,
// "Copy link" and the chosen wallet's deep links; loading while no URI exists; expired (under
// 10 s left) or failed, with Refresh. Pure: everything comes in through the props.

import { useMessages } from '../../i18n/messages'
import { pathMark } from '../../marks/PathMark'
import { walletConnectMark } from '../../marks/walletConnectMark.generated'
import { Button } from '../../primitives/Button'
import { button } from '../../primitives/Button.css'
import { QrCode } from '../../primitives/QrCode'
import { Spinner } from '../../primitives/Spinner'
import { visuallyHidden } from '../../primitives/visuallyHidden.css'
import { WalletImage } from '../../primitives/WalletImage'
import {
  actions,
  countdown,
  detail,
  failureTitle,
  linkButton,
  panel,
  placeholder,
  title,
} from './ConnectingWalletConnectView.css'

/** `browse`: open this page inside the wallet app's browser, where the wallet is injected. */
export type PairingLinkKind = 'mobile' | 'desktop' | 'web' | 'browse'

export interface PairingLink {
  readonly kind: PairingLinkKind
  readonly href: string
}

export interface ConnectingWalletConnectViewProps {
  readonly status: 'loading' | 'ready' | 'expired' | 'failed'
  /** The `wc:` URI; present when ready. */
  readonly uri?: string
  /** The wallet chosen from the directory; none in basic mode. */
  readonly wallet?: { readonly name: string; readonly imageUrl?: string }
  /** Until the URI expires (spec §9: 4 minutes). */
  readonly secondsLeft?: number
  readonly links?: readonly PairingLink[]
  /** Shown on the phone itself: the code is for another device, the links for this one. */
  readonly onPhone?: boolean
  readonly copy?: 'idle' | 'copied' | 'failed'
  /** Why it failed: the wallet declined, the pairing could not be made, or the connection broke. */
  readonly failure?: {
    readonly reason: 'declined' | 'pairing' | 'connection'
    readonly message?: string
  }
  readonly onCopy: () => void
  readonly onRefresh: () => void
}

export function ConnectingWalletConnectView({
  status,
  uri,
  wallet,
  secondsLeft,
  links = [],
  onPhone = false,
  copy = 'idle',
  failure,
  onCopy,
  onRefresh,
}: ConnectingWalletConnectViewProps) {
  const messages = useMessages()
  const m = messages.connecting
  const failureText =
    failure?.reason === 'declined'
      ? { title: m.rejected, detail: m.rejectedDetail }
      : {
          title: failure?.reason === 'pairing' ? m.pairingFailed : m.error,
          detail: failure?.message,
        }
  const linkLabel = (kind: PairingLinkKind, name: string) =>
    kind === 'mobile'
      ? m.openApp(name)
      : kind === 'desktop'
        ? m.openDesktop(name)
        : kind === 'browse'
          ? m.openInBrowser(name)
          : m.openWeb(name)

  if (status !== 'ready' || !uri) {
    return (
      <div className={panel} data-state={status}>
        <div className={placeholder}>
          {status === 'loading' ? (
            <>
              <Spinner label={m.creatingQr} />
              <p className={detail}>{m.creatingQr}</p>
            </>
          ) : (
            <>
              <p className={status === 'failed' ? failureTitle : title}>
                {status === 'failed' ? failureText.title : m.expired}
              </p>
              <p className={detail}>{status === 'failed' ? failureText.detail : m.expiredDetail}</p>
              <Button tone="secondary" onClick={onRefresh}>
                {m.refresh}
              </Button>
            </>
          )}
        </div>
      </div>
    )
  }

  return (
    <div className={panel} data-state={status}>
      <QrCode
        value={uri}
        label={m.qrLabel}
        // Issue 30 (1): the basic QR code carries WalletConnect's mark.
        image={
          wallet ? (
            <WalletImage src={wallet.imageUrl} name={wallet.name} size={48} />
          ) : (
            pathMark(walletConnectMark, 48)
          )
        }
      />
      <p className={detail}>{onPhone ? m.scanFromAnotherDevice(wallet?.name) : m.scan}</p>
      {secondsLeft !== undefined ? (
        <p className={countdown} role="timer">
          {m.expiresIn(secondsLeft)}
        </p>
      ) : null}
      <div className={actions}>
        {wallet
          ? links.map((link) => (
              <a
                key={link.kind}
                className={`${button({ tone: 'secondary', width: 'full' })} ${linkButton}`}
                href={link.href}
                {...(link.kind === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {linkLabel(link.kind, wallet.name)}
                {link.kind === 'web' ? (
                  <span className={visuallyHidden}>{m.opensInNewTab}</span>
                ) : null}
              </a>
            ))
          : null}
        <Button tone="secondary" width="full" onClick={onCopy}>
          {copy === 'copied' ? `✓ ${m.copied}` : m.copyLink}
        </Button>
        <p className={copy === 'failed' ? failureTitle : visuallyHidden} role="status">
          {copy === 'copied' ? m.copied : copy === 'failed' ? m.copyFailed : ''}
        </p>
      </div>
    </div>
  )
}
