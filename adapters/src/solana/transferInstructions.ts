// spec §4 token send on solana: the instructions of a SOL or SPL token transfer. A token goes
// to the receiver's associated token account, created in the same transaction when missing
// (idempotent, paid by the sender); the mint's owner says which token program it is, and its
// decimals (returned: issue 28 (4) checks them against the amount's) go into TransferChecked.
import type { Connection, PublicKey, TransactionInstruction } from '@solana/web3.js'
import { mintDecimals, splToken } from './splToken'
import type { SolanaWeb3 } from './web3'

export interface TransferInstructionsRequest {
  readonly connection: Connection
  readonly from: PublicKey
  readonly to: PublicKey
  readonly amount: bigint
  readonly mint?: PublicKey
}

export interface TransferInstructions {
  readonly instructions: TransactionInstruction[]
  /** A token's decimals, as its mint has them. */
  readonly decimals?: number
}

export async function transferInstructions(
  web3: SolanaWeb3,
  { connection, from, to, amount, mint }: TransferInstructionsRequest,
): Promise<TransferInstructions> {
  if (!mint) {
    return {
      instructions: [
        web3.SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: amount }),
      ],
    }
  }
  const {
    associatedTokenAddress,
    createAssociatedTokenAccountIdempotent,
    isTokenProgram,
    transferChecked,
  } = splToken(web3)
  const mintAccount = await connection.getAccountInfo(mint)
  const programId = mintAccount?.owner
  if (!mintAccount || !programId || !isTokenProgram(programId)) {
    throw new Error(`${mint.toBase58()} is not a token mint`)
  }
  const decimals = mintDecimals(mintAccount.data)
  const source = associatedTokenAddress(mint, from, programId)
  const destination = associatedTokenAddress(mint, to, programId)
  const instructions: TransactionInstruction[] = []
  if (!(await connection.getAccountInfo(destination))) {
    instructions.push(
      createAssociatedTokenAccountIdempotent(from, destination, to, mint, programId),
    )
  }
  instructions.push(transferChecked(source, mint, destination, from, amount, decimals, programId))
  return { instructions, decimals }
}

export const toPublicKey = (web3: SolanaWeb3, address: string) => new web3.PublicKey(address)
