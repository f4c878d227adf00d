'use client'
// The Connect view as the modal shows it: the view model's props on the pure view. The e-mail and
// social logins are the embedded wallet's: only with its AUTH connector in the page is that
// wallet read (issue 27: a page without one never loads its flows).
import type { ViewProps } from '../../modal/viewTypes'
import { ConnectView, type ConnectViewProps } from './ConnectView'
import { type EmbeddedLoginParts, useConnectViewModel } from './useConnectViewModel'
import { useEmbeddedLogin } from './useEmbeddedLogin'

export default function Connect(_props: ViewProps) {
  const { props, embeddedLogin } = useConnectViewModel()
  return embeddedLogin ? (
    <ConnectWithEmbedded props={props} login={embeddedLogin} />
  ) : (
    <ConnectView {...props} />
  )
}

function ConnectWithEmbedded({
  props,
  login,
}: {
  readonly props: ConnectViewProps
  readonly login: EmbeddedLoginParts
}) {
  const embedded = useEmbeddedLogin(login.shown, login.offered)
  return (
    <ConnectView
      {...props}
      socials={embedded.socials}
      embeddedNotice={embedded.notice}
      onEmail={embedded.onEmail}
      onSocial={embedded.onSocial}
    />
  )
}
