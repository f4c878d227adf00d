// Account names (spec §9: "names and activity: eip155"). The spec quotes no message for a name
// asked for elsewhere: the text says what happened in the words the views use.
import { fixedMessageError } from '../../errors/fixedMessageError'

/** Registration asked for by an account that is not on eip155 (or not connected). */
export class AccountNamesUnsupportedError extends fixedMessageError(
  'AccountNamesUnsupportedError',
  'Account names are available on EVM networks only',
) {}
