// The local Solana's fixtures: a USDC-like SPL mint (6 decimals) and funded test keypairs, all
// from fixed seeds (seededKeypair), so every run and every `npm start` has the same addresses.
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import {
  type Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js'
import { seededKeypair } from './seededKeypair'
import type { SvmChain } from './svmChain'

export const USDC_DECIMALS = 6
/** SOL each test keypair starts with. */
export const FUNDED_LAMPORTS = 100n * BigInt(LAMPORTS_PER_SOL)
/** USDC (smallest units) each test keypair starts with: 1,000 USDC. */
export const FUNDED_USDC = 1_000n * 10n ** BigInt(USDC_DECIMALS)

export interface SolanaFixtures {
  readonly usdc: { readonly mint: string; readonly decimals: number }
  /** The mint's authority (also funded), to mint more in a test. */
  readonly mintAuthority: Keypair
  /** Funded with FUNDED_LAMPORTS and FUNDED_USDC each; `wallets[0]` backs the test wallet. */
  readonly wallets: readonly Keypair[]
}

function run(chain: SvmChain, payer: Keypair, signers: Keypair[], ...ix: TransactionInstruction[]) {
  const transaction = new Transaction({
    feePayer: payer.publicKey,
    recentBlockhash: chain.latestBlockhash(),
  }).add(...ix)
  transaction.sign(payer, ...signers)
  const landed = chain.send(transaction.serialize())
  if (landed.failure) throw new Error(`fixture transaction failed: ${landed.failure.message}`)
}

export function createSolanaFixtures(chain: SvmChain): SolanaFixtures {
  const mint = seededKeypair('usdc-mint')
  const mintAuthority = seededKeypair('usdc-mint-authority')
  const wallets = ['wallet-0', 'wallet-1', 'wallet-2'].map(seededKeypair)
  for (const keypair of [mintAuthority, ...wallets]) {
    chain.airdrop(keypair.publicKey.toBase58(), FUNDED_LAMPORTS)
  }
  run(
    chain,
    mintAuthority,
    [mint],
    SystemProgram.createAccount({
      fromPubkey: mintAuthority.publicKey,
      newAccountPubkey: mint.publicKey,
      lamports: Number(chain.svm.minimumBalanceForRentExemption(BigInt(MINT_SIZE))),
      space: MINT_SIZE,
      programId: TOKEN_PROGRAM_ID,
    }),
    createInitializeMint2Instruction(mint.publicKey, USDC_DECIMALS, mintAuthority.publicKey, null),
  )
  for (const wallet of wallets) {
    const account = getAssociatedTokenAddressSync(mint.publicKey, wallet.publicKey)
    run(
      chain,
      mintAuthority,
      [],
      createAssociatedTokenAccountIdempotentInstruction(
        mintAuthority.publicKey,
        account,
        wallet.publicKey,
        mint.publicKey,
      ),
      createMintToInstruction(mint.publicKey, account, mintAuthority.publicKey, FUNDED_USDC),
    )
  }
  return {
    usdc: { mint: mint.publicKey.toBase58(), decimals: USDC_DECIMALS },
    mintAuthority,
    wallets,
  }
}
