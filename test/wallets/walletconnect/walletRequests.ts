// How the WalletConnect test wallet answers a session request: solana:*, bip122:*, polkadot:*
// and cosmos:* go to that namespace's account (namespaceAccounts.ts), chain switching and
// adding move every session's eip155 view (session update when the chain is new to it, then
// chainChanged), everything else goes to the viem account.
import type { IWalletKit } from '@reown/walletkit'
import type { SessionTypes } from '@walletconnect/types'
import { providerError } from '../injected/providerError'
import type { EvmAccount } from './evmAccount'
import type { NamespaceAccounts } from './namespaceAccounts'

export function createWalletRequests(
  walletKit: IWalletKit,
  evm: EvmAccount,
  accounts: NamespaceAccounts = {},
) {
  async function announceChain(chainId: number) {
    const caip = `eip155:${chainId}`
    for (const session of Object.values(walletKit.getActiveSessions())) {
      const eip155 = session.namespaces.eip155
      if (!eip155) continue
      if (!eip155.chains?.includes(caip)) {
        const namespaces: SessionTypes.Namespaces = {
          ...session.namespaces,
          eip155: {
            ...eip155,
            chains: [...(eip155.chains ?? []), caip],
            accounts: [...eip155.accounts, `${caip}:${evm.address}`],
          },
        }
        const { acknowledged } = await walletKit.updateSession({ topic: session.topic, namespaces })
        await acknowledged()
      }
      if (!eip155.events.includes('chainChanged')) continue
      await walletKit.emitSessionEvent({
        topic: session.topic,
        event: { name: 'chainChanged', data: chainId },
        chainId: caip,
      })
    }
  }

  async function switchChain(chainId: number) {
    if (!evm.knows(chainId)) {
      throw providerError(
        4902,
        `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    }
    await announceChain(chainId)
  }

  async function answer(method: string, params: unknown, chainId: string): Promise<unknown> {
    const [namespace, reference = ''] = chainId.split(':')
    if (namespace !== 'eip155') {
      const account = accounts[namespace as keyof NamespaceAccounts]
      if (!account) throw providerError(4200, `The wallet has no ${namespace} account`)
      return account.handle(method, params)
    }
    const [first] = Array.isArray(params) ? params : []
    const fields = (typeof first === 'object' && first !== null ? first : {}) as Record<
      string,
      unknown
    >
    switch (method) {
      case 'wallet_switchEthereumChain':
        await switchChain(Number(fields.chainId))
        return null
      case 'wallet_addEthereumChain': {
        // As the injected test wallet: learn the chain, then switch to it.
        const id = Number(fields.chainId)
        const rpcUrl = Array.isArray(fields.rpcUrls) ? fields.rpcUrls[0] : undefined
        if (!evm.knows(id)) {
          if (typeof rpcUrl !== 'string') throw providerError(-32602, 'rpcUrls must hold a URL')
          evm.addChain({ id, rpcUrl })
        }
        await switchChain(id)
        return null
      }
      default:
        return evm.handle(method, params, Number(reference))
    }
  }

  return { answer, switchChain }
}
