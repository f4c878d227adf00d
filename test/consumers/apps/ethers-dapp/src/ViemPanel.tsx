import { useProvider } from '@airlock/react-hooks'
import { useEffect, useMemo, useState } from 'react'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  custom,
  erc20Abi,
  formatUnits,
  parseUnits,
  type TransactionReceipt,
} from 'viem'
import { usdc } from './endpoints.js'

/** Where "Send 1 USDC" sends it: anvil's second dev account. */
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

interface Holding {
  readonly address: Address
  readonly chainId: number
  readonly balance: bigint
  readonly decimals: number
}

// viem on the widget's provider: a wallet client for the account and the writes, a public client
// for the reads, both through `custom(provider)`.
export function ViemPanel() {
  const provider = useProvider('eip155')
  const clients = useMemo(() => {
    if (!provider) return undefined
    const transport = custom(provider)
    return { wallet: createWalletClient({ transport }), public: createPublicClient({ transport }) }
  }, [provider])
  const [holding, setHolding] = useState<Holding>()
  const [receipt, setReceipt] = useState<TransactionReceipt>()
  const [error, setError] = useState('')
  const [reads, setReads] = useState(0)

  // Read again when the account or the chain changes, or a transfer is mined.
  useEffect(() => {
    if (!provider || !clients) {
      setHolding(undefined)
      return
    }
    const readAgain = () => setReads((count) => count + 1)
    provider.on('accountsChanged', readAgain)
    provider.on('chainChanged', readAgain)
    let current = true
    const read = async () => {
      // The accounts the widget has connected (none: nothing to read, and no prompt).
      const [address] = await clients.wallet.getAddresses()
      if (!address) {
        if (current) setHolding(undefined)
        return
      }
      const token = { address: usdc, abi: erc20Abi } as const
      const [chainId, balance, decimals] = await Promise.all([
        clients.wallet.getChainId(),
        clients.public.readContract({ ...token, functionName: 'balanceOf', args: [address] }),
        clients.public.readContract({ ...token, functionName: 'decimals' }),
      ])
      if (current) setHolding({ address, chainId, balance, decimals })
    }
    read().catch((failure: Error) => setError(failure.message))
    return () => {
      current = false
      provider.removeListener('accountsChanged', readAgain)
      provider.removeListener('chainChanged', readAgain)
    }
  }, [provider, clients, reads])

  const send = async () => {
    if (!clients || !holding) return
    setReceipt(undefined)
    const hash = await clients.wallet.writeContract({
      account: holding.address,
      chain: null,
      address: usdc,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('1', holding.decimals)],
    })
    setReceipt(await clients.public.waitForTransactionReceipt({ hash }))
    setReads((count) => count + 1)
  }

  return (
    <section>
      <h2>viem</h2>
      <p>
        <output data-testid="viem-address">{holding?.address ?? ''}</output> on chain{' '}
        <output data-testid="viem-chain-id">{holding?.chainId ?? ''}</output> holds{' '}
        <output data-testid="viem-balance" data-value={holding?.balance.toString()}>
          {holding ? formatUnits(holding.balance, holding.decimals) : '…'}
        </output>{' '}
        USDC
      </p>
      {holding && (
        <button
          type="button"
          onClick={() => send().catch((failure: Error) => setError(failure.message))}
        >
          Send 1 USDC with viem to <span data-testid="viem-recipient">{recipient}</span>
        </button>
      )}
      <p>
        Receipt status: <output data-testid="viem-receipt-status">{receipt?.status ?? ''}</output>
      </p>
      <output data-testid="viem-error">{error}</output>
    </section>
  )
}
