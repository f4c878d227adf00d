// The three SPL token pieces a transfer needs, written against the programs' documented wire
// formats instead of importing @solana/spl-token: that package reads a global `Buffer` when it
// loads (spl-token-metadata), which a page without a Node polyfill does not have, and it would
// weigh on the send's chunk (issue 10). splToken.test.ts checks each against spl-token 0.4.15.
// web3.js comes in as an argument (./web3: it loads on the first send).
import type { PublicKey, TransactionInstruction } from '@solana/web3.js'
import type { SolanaWeb3 } from './web3'

/** Mint account layout: the decimals byte follows the authority option (36) and supply (8). */
const MINT_DECIMALS_OFFSET = 44
/** Token instruction 12: TransferChecked { amount: u64, decimals: u8 }. */
const TRANSFER_CHECKED = 12
/** Associated token account instruction 1: CreateIdempotent. */
const CREATE_IDEMPOTENT = 1

export function mintDecimals(mintData: Uint8Array): number {
  const decimals = mintData[MINT_DECIMALS_OFFSET]
  if (decimals === undefined) throw new Error('The account is not a token mint')
  return decimals
}

/** The token programs' ids and the instructions a transfer needs, on the loaded web3.js. */
export function splToken(web3: SolanaWeb3) {
  const TOKEN_PROGRAM_ID = new web3.PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
  const TOKEN_2022_PROGRAM_ID = new web3.PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
  const ASSOCIATED_TOKEN_PROGRAM_ID = new web3.PublicKey(
    'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  )
  const SYSTEM_PROGRAM_ID = new web3.PublicKey('11111111111111111111111111111111')

  /** The owner's associated token account (off-curve owners allowed, as PDAs hold tokens too). */
  function associatedTokenAddress(
    mint: PublicKey,
    owner: PublicKey,
    programId: PublicKey = TOKEN_PROGRAM_ID,
  ): PublicKey {
    return web3.PublicKey.findProgramAddressSync(
      [owner.toBytes(), programId.toBytes(), mint.toBytes()],
      ASSOCIATED_TOKEN_PROGRAM_ID,
    )[0]
  }

  function createAssociatedTokenAccountIdempotent(
    payer: PublicKey,
    account: PublicKey,
    owner: PublicKey,
    mint: PublicKey,
    programId: PublicKey = TOKEN_PROGRAM_ID,
  ): TransactionInstruction {
    return new web3.TransactionInstruction({
      programId: ASSOCIATED_TOKEN_PROGRAM_ID,
      keys: [
        { pubkey: payer, isSigner: true, isWritable: true },
        { pubkey: account, isSigner: false, isWritable: true },
        { pubkey: owner, isSigner: false, isWritable: false },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: SYSTEM_PROGRAM_ID, isSigner: false, isWritable: false },
        { pubkey: programId, isSigner: false, isWritable: false },
      ],
      data: Uint8Array.of(CREATE_IDEMPOTENT) as never,
    })
  }

  function transferChecked(
    source: PublicKey,
    mint: PublicKey,
    destination: PublicKey,
    owner: PublicKey,
    amount: bigint,
    decimals: number,
    programId: PublicKey = TOKEN_PROGRAM_ID,
  ): TransactionInstruction {
    const data = new Uint8Array(10)
    data[0] = TRANSFER_CHECKED
    new DataView(data.buffer).setBigUint64(1, amount, true)
    data[9] = decimals
    return new web3.TransactionInstruction({
      programId,
      keys: [
        { pubkey: source, isSigner: false, isWritable: true },
        { pubkey: mint, isSigner: false, isWritable: false },
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: owner, isSigner: true, isWritable: false },
      ],
      data: data as never,
    })
  }

  /** An account owned by either token program (a mint, or a token account). */
  const isTokenProgram = (owner: PublicKey | undefined) =>
    owner?.equals(TOKEN_PROGRAM_ID) === true || owner?.equals(TOKEN_2022_PROGRAM_ID) === true

  return {
    TOKEN_PROGRAM_ID,
    TOKEN_2022_PROGRAM_ID,
    isTokenProgram,
    associatedTokenAddress,
    createAssociatedTokenAccountIdempotent,
    transferChecked,
  }
}
