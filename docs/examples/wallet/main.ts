// The WalletConnect test wallet as a page (`npm start`, then /wallet/): pair with a dapp's `wc:`
// URI (or open /wallet/?uri=wc:…), then approve or reject each proposal and request by hand.
// The wallet itself is test/wallets/walletconnect/browser; this file only draws it.
import {
  type BrowserWallet,
  type BrowserWalletState,
  createBrowserWallet,
  WALLET_CHAINS,
} from '../../../test/wallets/walletconnect/browser/browserWallet'
import { droppedFetches } from '../../../test/wallets/walletconnect/browser/dropCloudFetches'
import { actionButton, byId, el } from './dom'
import { proposalCard, requestCard, sessionCard } from './views'

interface LocalStack {
  readonly rpcUrls: { readonly mainnet: string; readonly sepolia: string }
  readonly services: { readonly relay: string }
}

const status = byId<HTMLParagraphElement>('status')
const say = (text: string) => {
  status.textContent = text
}
const sayError = (error: unknown) => say(error instanceof Error ? error.message : String(error))

/** Runs a wallet action and reports how it went in the status line. */
const reporting = (action: () => Promise<string>) => () => action().then(say, sayError)

function listOrEmpty(id: string, items: readonly HTMLLIElement[], empty: string) {
  byId(id).replaceChildren(...(items.length > 0 ? items : [el('li', { class: 'empty' }, empty)]))
}

function render(wallet: BrowserWallet, state: BrowserWalletState) {
  byId('chains').replaceChildren(
    ...WALLET_CHAINS.map((chain) => {
      const node = actionButton(
        `${chain.name} ${chain.id}`,
        reporting(async () => {
          await wallet.switchChain(chain.id)
          return `Switched to ${chain.name}`
        }),
      )
      node.setAttribute('aria-pressed', String(state.chainId === chain.id))
      return node
    }),
  )
  listOrEmpty(
    'proposals',
    state.proposals.map((proposal) => {
      const dapp = proposal.proposer.metadata.name
      return proposalCard(proposal, {
        approve: reporting(async () => {
          await wallet.approveProposal(proposal.id)
          return `Connected to ${dapp}`
        }),
        reject: reporting(async () => {
          await wallet.rejectProposal(proposal.id)
          return `Rejected ${dapp}`
        }),
      })
    }),
    'No proposal is waiting.',
  )
  listOrEmpty(
    'sessions',
    state.sessions.map((session) =>
      sessionCard(
        session,
        state.chainId,
        reporting(async () => {
          await wallet.disconnect(session.topic)
          return `Disconnected ${session.peer.metadata.name}`
        }),
      ),
    ),
    'No session yet: pair with a dapp.',
  )
  listOrEmpty(
    'requests',
    state.requests.map((request) =>
      requestCard(request, {
        approve: reporting(async () => {
          const answer = await wallet.approveRequest(request.id)
          return answer.outcome === 'answered'
            ? `Answered ${request.method}`
            : `${request.method} failed: ${answer.error.message}`
        }),
        reject: reporting(async () => {
          await wallet.rejectRequest(request.id)
          return `Rejected ${request.method}`
        }),
      }),
    ),
    'No request is waiting.',
  )
}

async function main() {
  const stack = (await (await fetch('/stack.json')).json()) as LocalStack
  const wallet = await createBrowserWallet({
    relayUrl: stack.services.relay,
    rpcUrls: stack.rpcUrls,
  })
  // For people and tests poking at the page from devtools.
  Object.assign(window, { airlockBrowserWallet: { wallet, droppedFetches } })
  byId('address').textContent = wallet.address
  wallet.subscribe((state) => render(wallet, state))
  render(wallet, wallet.state())

  const form = byId<HTMLFormElement>('pair-form')
  const uriField = byId<HTMLInputElement>('uri')
  const pair = reporting(async () => {
    await wallet.pair(uriField.value.trim())
    uriField.value = ''
    return 'Paired: the proposal arrives below.'
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    pair()
  })

  // ?uri= pairs at once; it leaves the address bar so a reload does not pair the used URI again.
  const linked = new URLSearchParams(location.search).get('uri')
  if (linked) {
    history.replaceState(null, '', location.pathname)
    uriField.value = linked
    await pair()
  } else {
    say('Ready.')
  }
}

main().catch((error: unknown) => {
  sayError(error)
})
