// Issue 26: what reading the wallet directory fails with (spec §7 getWallets): a call that went
// wrong.
import { flowErrorOf, type UnexpectedError } from '../../errors/errorInfo'
import { type HttpError, httpErrors } from '../../errors/http'

/** What the wallet list flow fails with, and UnexpectedError for anything else. */
export type WalletListError = HttpError | UnexpectedError

/** A failure of the directory actor as the flow keeps it. */
export const walletListErrorOf = flowErrorOf<WalletListError>(httpErrors)
