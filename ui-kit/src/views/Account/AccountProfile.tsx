// The top of the Account view: avatar, profile name (else the short address), the native
// balance read from the chain (a skeleton while loading; spec §3 "0.00 and ETH on failure"),
// copy and explorer; 'Choose a name' when the account may register one.

import { shortAddress } from '../../i18n/localeFormats'
import { useMessages } from '../../i18n/messages'
import { visuallyHidden } from '../../primitives/visuallyHidden.css'
import { CheckIcon, CopyIcon, ExternalIcon } from '../shared/icons'
import { AccountAvatar } from './AccountAvatar'
import {
  actionPill,
  actions,
  balance,
  balanceAmount,
  copiedPill,
  displayName,
  muted,
  profile,
  skeleton,
} from './AccountView.css'
import type { NativeBalance } from './nativeBalance'

export interface AccountProfileProps {
  readonly address: string
  readonly profileName?: string
  readonly avatarUrl?: string
  readonly explorerUrl?: string
  /** spec §3 Balance: the native coin, from the chain. */
  readonly native: NativeBalance
  readonly copied: boolean
  readonly onCopy: () => void
  /** An eip155 account without a name: 'Choose a name' opens RegisterAccountName (spec §2). */
  readonly onChooseName?: () => void
}

export function AccountProfile({
  address,
  profileName,
  avatarUrl,
  explorerUrl,
  native,
  copied,
  onCopy,
  onChooseName,
}: AccountProfileProps) {
  const messages = useMessages()
  const { account } = messages
  return (
    <div className={profile}>
      <AccountAvatar key={avatarUrl} address={address} src={avatarUrl} />
      <p className={displayName} title={profileName ?? address}>
        {profileName ?? shortAddress(address)}
      </p>
      {profileName ? <p className={muted}>{shortAddress(address)}</p> : null}
      {onChooseName && !profileName ? (
        <button type="button" className={actionPill} onClick={onChooseName}>
          {account.chooseName}
        </button>
      ) : null}
      {native.status === 'notOffered' ? null : (
        <div className={balance}>
          <p className={visuallyHidden}>{account.balance}</p>
          {native.status === 'loading' ? (
            <span className={skeleton} role="progressbar" aria-label={account.balanceLoading} />
          ) : (
            <>
              <p className={balanceAmount} data-testid="native-balance">
                {account.amount(native.amount, native.symbol)}
              </p>
              {native.value === undefined ? null : (
                <p className={muted}>{account.usdValue(native.value)}</p>
              )}
            </>
          )}
        </div>
      )}
      <div className={actions}>
        <button
          type="button"
          className={`${actionPill} ${copied ? copiedPill : ''}`}
          onClick={onCopy}
        >
          {copied ? <CheckIcon /> : <CopyIcon />}
          {copied ? account.copied : account.copyAddress}
        </button>
        {explorerUrl ? (
          <a className={actionPill} href={explorerUrl} target="_blank" rel="noopener noreferrer">
            <ExternalIcon />
            {account.explorer}
            <span className={visuallyHidden}> {account.opensInNewTab}</span>
          </a>
        ) : null}
      </div>
      <p role="status" className={visuallyHidden}>
        {copied ? account.copied : ''}
      </p>
    </div>
  )
}
