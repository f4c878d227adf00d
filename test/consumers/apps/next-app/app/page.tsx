import { AccountButton, ConnectButton, WalletModal } from '@airlock/ui-kit'

// A server component: the kit's components are client components, rendered to HTML here and
// hydrated in the browser.
export default function Home() {
  return (
    <main>
      <h1>Airlock in Next.js</h1>
      <ConnectButton />
      <AccountButton />
      <WalletModal />
    </main>
  )
}
