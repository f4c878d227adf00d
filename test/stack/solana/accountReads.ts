// The account reads of the shim: getAccountInfo, getBalance and the SPL token reads, in the
// shapes @solana/web3.js 1.98 validates (base64 data, or jsonParsed for token accounts).
import {
  AccountLayout,
  MintLayout,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { PublicKey } from '@solana/web3.js'
import { type SvmChain, svmAddress } from './svmChain'

type EncodedAccount = ReturnType<SvmChain['svm']['getProgramAccounts']>[number]

/** litesvm's data is a readonly view; the spl-token layouts read a Buffer. */
const bytesOf = (account: EncodedAccount) => Buffer.from(account.data)

const tokenPrograms = [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((id) => id.toBase58())

function accountJson(account: EncodedAccount) {
  return {
    data: [Buffer.from(account.data).toString('base64'), 'base64'],
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    rentEpoch: 0,
    space: account.data.length,
  }
}

export function getAccount(chain: SvmChain, address: string): EncodedAccount | undefined {
  const account = chain.svm.getAccount(svmAddress(address))
  return account.exists ? account : undefined
}

export function accountInfo(chain: SvmChain, address: string) {
  const account = getAccount(chain, address)
  return account ? accountJson(account) : null
}

function tokenAmount(amount: bigint, decimals: number) {
  const ui = Number(amount) / 10 ** decimals
  return { amount: amount.toString(), decimals, uiAmount: ui, uiAmountString: String(ui) }
}

function mintDecimals(chain: SvmChain, mint: string): number {
  const account = getAccount(chain, mint)
  if (!account) throw new Error(`mint ${mint} not found`)
  return MintLayout.decode(bytesOf(account)).decimals
}

export function tokenAccountBalance(chain: SvmChain, address: string) {
  const account = getAccount(chain, address)
  if (!account || !tokenPrograms.includes(account.programAddress)) {
    throw Object.assign(new Error('Invalid param: could not find account'), { code: -32602 })
  }
  const { amount, mint } = AccountLayout.decode(bytesOf(account))
  return tokenAmount(amount, mintDecimals(chain, mint.toBase58()))
}

function parsedTokenAccount(chain: SvmChain, account: EncodedAccount) {
  const decoded = AccountLayout.decode(bytesOf(account))
  const mint = decoded.mint.toBase58()
  return {
    data: {
      program: account.programAddress === tokenPrograms[0] ? 'spl-token' : 'spl-token-2022',
      parsed: {
        type: 'account',
        info: {
          isNative: decoded.isNativeOption === 1,
          mint,
          owner: decoded.owner.toBase58(),
          state: decoded.state === 2 ? 'frozen' : 'initialized',
          tokenAmount: tokenAmount(decoded.amount, mintDecimals(chain, mint)),
        },
      },
      space: account.data.length,
    },
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    rentEpoch: 0,
    space: account.data.length,
  }
}

/** getTokenAccountsByOwner: `filter` is `{ mint }` or `{ programId }`. */
export function tokenAccountsByOwner(
  chain: SvmChain,
  owner: string,
  filter: { readonly mint?: string; readonly programId?: string },
  encoding: string | undefined,
) {
  const programs = filter.programId ? [filter.programId] : tokenPrograms
  return programs.flatMap((program) =>
    chain.svm
      .getProgramAccounts(svmAddress(new PublicKey(program)))
      .filter((account) => account.data.length >= AccountLayout.span)
      .filter((account) => {
        const decoded = AccountLayout.decode(bytesOf(account))
        return (
          decoded.owner.toBase58() === owner &&
          (!filter.mint || decoded.mint.toBase58() === filter.mint)
        )
      })
      .map((account) => ({
        pubkey: account.address,
        account:
          encoding === 'jsonParsed' ? parsedTokenAccount(chain, account) : accountJson(account),
      })),
  )
}
