// spec §5: "Account name: letters, digits, hyphens, at least 4 characters."
import { Result } from 'effect'
import { ACCOUNT_NAME_MIN_LENGTH } from '../constants'
import { InvalidAccountNameError } from '../errors/validation'

const accountNamePattern = /^[a-zA-Z0-9-]+$/

export function validateAccountName(value: string): Result.Result<string, InvalidAccountNameError> {
  if (value.length < ACCOUNT_NAME_MIN_LENGTH) {
    return Result.fail(
      new InvalidAccountNameError({
        value,
        reason: `at least ${ACCOUNT_NAME_MIN_LENGTH} characters`,
      }),
    )
  }
  if (!accountNamePattern.test(value)) {
    return Result.fail(
      new InvalidAccountNameError({ value, reason: 'only letters, digits and hyphens' }),
    )
  }
  return Result.succeed(value)
}

/** The name as registered: the typed name, trimmed and lower-cased, in its zone (spec §9). */
export const fullNameOf = (context: { readonly name: string; readonly zone: string }) =>
  `${context.name.trim().toLowerCase()}.${context.zone}`
