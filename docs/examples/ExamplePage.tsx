// The default example's page around the widget's buttons: painted first with the placeholder
// button (main.tsx), then with the real buttons and the modal (app.tsx).
import type { ReactNode } from 'react'

export interface ExamplePageProps {
  /** The header's buttons. */
  readonly buttons: ReactNode
  /** The modal, once the widget has loaded. */
  readonly children?: ReactNode
}

export function ExamplePage({ buttons, children }: ExamplePageProps) {
  return (
    <main>
      <header className="topbar">
        <h1>Airlock</h1>
        <div className="row">{buttons}</div>
      </header>
      <p className="lead">
        The default modal on the local chains. Connect the Airlock Test Wallet announced in this
        page, or pair the <a href="/wallet/">WalletConnect test wallet</a> from another tab.
      </p>
      <p className="foot">
        <a href="/custom/">A custom UI from the hooks</a> ·{' '}
        <a href="/headless/">The headless core</a> · <a href="/decisions/">Design decisions</a>
      </p>
      {children}
    </main>
  )
}
