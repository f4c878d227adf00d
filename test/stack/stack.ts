// The local EVM chains of DESIGN.md: chain 1 (:8545) and Sepolia 11155111 (:8546) with the
// test fixtures deployed, and 424242 (:8547), an id the widget does not support.
import type { Address } from 'viem'
import { mainnet, sepolia } from 'viem/chains'
import { type Anvil, startAnvil } from './anvil'
import { snapshotChains } from './chainRpc'
import { deployFixtures } from './fixtures/deployFixtures'
import { configuredPort, freePort } from './ports'

export const UNSUPPORTED_CHAIN_ID = 424242

export interface FixtureAddresses {
  readonly usdc: Address
  readonly usdt: Address
  readonly tt: Address
  readonly nft: Address
}

export interface Stack {
  readonly chains: { readonly mainnet: Anvil; readonly sepolia: Anvil; readonly unsupported: Anvil }
  readonly fixtures: FixtureAddresses
  /** Snapshots every chain; the returned function reverts them all (evm_snapshot / evm_revert). */
  readonly snapshot: () => Promise<() => Promise<void>>
  readonly stop: () => Promise<void>
}

export interface StackOptions {
  /** 'fixed' (npm start: 8545–8547 or the AIRLOCK_CHAIN_*_PORT variables) or 'free' (tests). */
  readonly ports?: 'fixed' | 'free'
}

async function portFor(mode: 'fixed' | 'free', variable: string, fallback: number) {
  return mode === 'free' ? freePort() : configuredPort(variable, fallback)
}

export async function startStack({ ports = 'free' }: StackOptions = {}): Promise<Stack> {
  const started: Anvil[] = []
  const stop = async () => {
    await Promise.all(started.splice(0).map((anvil) => anvil.stop()))
  }
  try {
    const launch = async (chainId: number, variable: string, fallback: number) => {
      const anvil = await startAnvil({ chainId, port: await portFor(ports, variable, fallback) })
      started.push(anvil)
      return anvil
    }
    const chains = {
      mainnet: await launch(1, 'AIRLOCK_CHAIN_1_PORT', 8545),
      sepolia: await launch(11155111, 'AIRLOCK_CHAIN_11155111_PORT', 8546),
      unsupported: await launch(UNSUPPORTED_CHAIN_ID, 'AIRLOCK_CHAIN_424242_PORT', 8547),
    }
    // Same deployer, same nonces: the fixtures have the same addresses on both chains.
    const [fixtures] = await Promise.all([
      deployFixtures(chains.mainnet.rpcUrl, mainnet),
      deployFixtures(chains.sepolia.rpcUrl, sepolia),
    ])
    return {
      chains,
      fixtures,
      snapshot: () => snapshotChains(Object.values(chains).map((anvil) => anvil.rpcUrl)),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Stops a stack started with startStack; safe to call twice. */
export async function stopStack(stack: Stack | undefined): Promise<void> {
  await stack?.stop()
}
