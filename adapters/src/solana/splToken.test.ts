// The hand-written SPL pieces (./splToken) give exactly what @solana/spl-token 0.4.15 gives.
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  MintLayout,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import * as web3 from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { mintDecimals, splToken } from './splToken'

const { associatedTokenAddress, createAssociatedTokenAccountIdempotent, transferChecked } =
  splToken(web3)

const key = () => web3.Keypair.generate().publicKey
const mint = key()
const owner = key()
const payer = key()
const destination = key()

const wire = (instruction: web3.TransactionInstruction) => ({
  programId: instruction.programId.toBase58(),
  keys: instruction.keys.map((key) => ({ ...key, pubkey: key.pubkey.toBase58() })),
  data: [...instruction.data],
})

describe.each([
  ['Token', TOKEN_PROGRAM_ID],
  ['Token-2022', TOKEN_2022_PROGRAM_ID],
])('SPL pieces on %s', (_, programId) => {
  it('derives the same associated token account', () => {
    expect(associatedTokenAddress(mint, owner, programId).toBase58()).toBe(
      getAssociatedTokenAddressSync(mint, owner, true, programId).toBase58(),
    )
  })

  it('builds the same create-idempotent and transfer-checked instructions', () => {
    const account = associatedTokenAddress(mint, owner, programId)
    expect(
      wire(createAssociatedTokenAccountIdempotent(payer, account, owner, mint, programId)),
    ).toEqual(
      wire(
        createAssociatedTokenAccountIdempotentInstruction(payer, account, owner, mint, programId),
      ),
    )
    const amount = 18_446_744_073_709_551_615n // u64 max: every byte of the amount is checked
    expect(wire(transferChecked(account, mint, destination, owner, amount, 6, programId))).toEqual(
      wire(
        createTransferCheckedInstruction(
          account,
          mint,
          destination,
          owner,
          amount,
          6,
          [],
          programId,
        ),
      ),
    )
  })
})

it("names spl-token's program ids", () => {
  const ours = splToken(web3)
  expect(ours.TOKEN_PROGRAM_ID.toBase58()).toBe(TOKEN_PROGRAM_ID.toBase58())
  expect(ours.TOKEN_2022_PROGRAM_ID.toBase58()).toBe(TOKEN_2022_PROGRAM_ID.toBase58())
})

it('reads the decimals of a mint account', () => {
  const data = Buffer.alloc(MintLayout.span)
  MintLayout.encode(
    {
      mintAuthorityOption: 1,
      mintAuthority: owner,
      supply: 5n,
      decimals: 9,
      isInitialized: true,
      freezeAuthorityOption: 0,
      freezeAuthority: owner,
    },
    data,
  )
  expect(mintDecimals(data)).toBe(9)
  expect(() => mintDecimals(new Uint8Array(10))).toThrow('not a token mint')
})
