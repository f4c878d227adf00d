// Account names (spec §9: "names and activity: eip155"). The spec quotes no message for a name
// asked for elsewhere: the text says what happened in the words the views use.
import { type WalletError, walletErrors } from '../../adapter'
import { flowErrorOf, type UnexpectedError } from '../../errors/errorInfo'
import { fixedMessageError } from '../../errors/fixedMessageError'
import {
  ChainAdapterNotFoundError,
  NameRegisterError,
  NameResolveError,
  NameSuggestionsError,
} from '../../errors/sdk'
import { InvalidCoinTypeChainIdError } from '../../errors/validation'

/** Registration asked for by an account that is not on eip155 (or not connected). */
export class AccountNamesUnsupportedError extends fixedMessageError(
  'AccountNamesUnsupportedError',
  'Account names are available on EVM networks only',
) {}

/**
 * What the names flow fails with (issue 26): the lookup (spec §7 profile calls), the wallet's
 * signature of the registration (eip155 only, ENSIP-11's coin type, the connected wallet), the
 * registration itself, and UnexpectedError for anything else.
 */
export type NamesError =
  | NameResolveError
  | NameSuggestionsError
  | AccountNamesUnsupportedError
  | InvalidCoinTypeChainIdError
  | ChainAdapterNotFoundError
  | WalletError
  | NameRegisterError
  | UnexpectedError

/** A failure of a names actor as the flow keeps it. */
export const namesErrorOf = flowErrorOf<NamesError>({
  NameResolveError,
  NameSuggestionsError,
  AccountNamesUnsupportedError,
  InvalidCoinTypeChainIdError,
  ChainAdapterNotFoundError,
  ...walletErrors,
  NameRegisterError,
})
