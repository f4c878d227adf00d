import { useProvider } from '@airlock/react-hooks'
import { BrowserProvider, Contract, formatUnits, parseUnits, type TransactionReceipt } from 'ethers'
import { useEffect, useState } from 'react'
import { usdc } from './endpoints.js'

const erc20 = [
  'function balanceOf(address owner) view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function transfer(address to, uint256 amount) returns (bool)',
]
/** Where "Send 1 USDC" sends it: anvil's second dev account. */
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

interface Holding {
  readonly address: string
  readonly balance: bigint
  readonly decimals: bigint
}

// ethers on the widget's EIP-1193 provider: there once the widget runs, connected or not, like
// window.ethereum; its accounts are the connected wallet's.
export function EthersPanel() {
  const provider = useProvider('eip155')
  const [holding, setHolding] = useState<Holding>()
  const [receipt, setReceipt] = useState<TransactionReceipt | null>()
  const [error, setError] = useState('')
  const [reads, setReads] = useState(0)

  // Read again when the account or the chain changes, or a transfer is mined.
  useEffect(() => {
    if (!provider) {
      setHolding(undefined)
      return
    }
    const readAgain = () => setReads((count) => count + 1)
    provider.on('accountsChanged', readAgain)
    provider.on('chainChanged', readAgain)
    let current = true
    const read = async () => {
      // The accounts the widget has connected (none: nothing to read, and no prompt).
      const [signer] = await new BrowserProvider(provider).listAccounts()
      if (!signer) {
        if (current) setHolding(undefined)
        return
      }
      const token = new Contract(usdc, erc20, signer)
      const [balance, decimals] = await Promise.all([
        token.balanceOf(signer.address),
        token.decimals(),
      ])
      if (current) setHolding({ address: signer.address, balance, decimals })
    }
    read().catch((failure: Error) => setError(failure.message))
    return () => {
      current = false
      provider.removeListener('accountsChanged', readAgain)
      provider.removeListener('chainChanged', readAgain)
    }
  }, [provider, reads])

  const send = async () => {
    if (!provider || !holding) return
    setReceipt(undefined)
    const signer = await new BrowserProvider(provider).getSigner()
    const token = new Contract(usdc, erc20, signer)
    const transaction = await token.transfer(recipient, parseUnits('1', holding.decimals))
    setReceipt(await transaction.wait())
    setReads((count) => count + 1)
  }

  return (
    <section>
      <h2>ethers</h2>
      <p>
        <output data-testid="ethers-address">{holding?.address ?? ''}</output> holds{' '}
        <output data-testid="ethers-balance" data-value={holding?.balance.toString()}>
          {holding ? formatUnits(holding.balance, holding.decimals) : '…'}
        </output>{' '}
        USDC
      </p>
      {holding && (
        <button
          type="button"
          onClick={() => send().catch((failure: Error) => setError(failure.message))}
        >
          Send 1 USDC with ethers to <span data-testid="ethers-recipient">{recipient}</span>
        </button>
      )}
      <p>
        Receipt status: <output data-testid="ethers-receipt-status">{receipt?.status ?? ''}</output>
      </p>
      <output data-testid="ethers-error">{error}</output>
    </section>
  )
}
