// The embedded wallet's part of Account (spec §3 user, preferredAccountTypes; §7 update e-mail,
// set preferred account): the signed-in e-mail with a way to change it, and the account type
// with a switch to the other one when it is offered (the smart account only on the networks
// the frame enables it on, spec §3 smartAccountEnabledNetworks).
import type { EmbeddedAccountType } from '@airlock/core'
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { footer } from './AccountView.css'

export interface AccountEmbeddedProps {
  readonly email?: string
  readonly accountType: EmbeddedAccountType
  readonly onUpdateEmail?: () => void
  /** Absent: no switch (the other type is not available on this network). */
  readonly onAccountType?: (type: EmbeddedAccountType) => void
}

export function AccountEmbedded(props: AccountEmbeddedProps) {
  const m = useMessages().embedded
  const other: EmbeddedAccountType = props.accountType === 'eoa' ? 'smartAccount' : 'eoa'
  return (
    <div className={footer} data-testid="embedded-account">
      {props.email ? <p>{props.email}</p> : null}
      <p>
        {m.accountType}: {m.accountTypes[props.accountType]}
      </p>
      {props.onUpdateEmail ? (
        <Button tone="ghost" width="full" onClick={props.onUpdateEmail}>
          {m.updateEmail}
        </Button>
      ) : null}
      {props.onAccountType ? (
        <Button tone="ghost" width="full" onClick={() => props.onAccountType?.(other)}>
          {m.accountTypes[other]}
        </Button>
      ) : null}
    </div>
  )
}
