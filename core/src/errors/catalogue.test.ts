import { describe, expect, it } from 'vitest'
import * as embedded from '../flows/embeddedWallet/embeddedWalletErrors'
import * as signIn from '../flows/signIn/signInErrors'
import { alerts } from './alerts'
import * as sdk from './sdk'

// The spec's words, copied from spec §8 once: a changed message fails here.
describe('spec §8: thrown errors carry the exact messages', () => {
  it.each([
    [new sdk.GasPriceNetworkNotSupportedError(), 'Network not supported for Gas Price'],
    [new sdk.SwapNetworkNotSupportedError(), 'Network not supported for Swaps'],
    [new sdk.DisconnectFailedError({ failures: [] }), 'Failed to disconnect'],
    [new sdk.UnsupportedChainError(), 'Unsupported chain'],
    [new sdk.NetworkNotFoundError(), 'Network not found'],
    [new sdk.ChainRequiredError(), 'Chain is required to update chain account data'],
    [new sdk.ChainAdapterNotFoundError(), 'Chain adapter not found'],
    [new sdk.NetworkClientNotSetError(), 'NetworkController client not set'],
    [new sdk.ConnectionClientNotSetError(), 'ConnectionController client not set'],
    [new sdk.AuthConnectorNotFoundError(), 'Address or auth connector not found'],
    [new sdk.NameResolveError(), 'Error resolving name'],
    [new sdk.RequestAbortedError(), 'Request was aborted'],
    [new sdk.NameSuggestionsError(), 'Error fetching name suggestions'],
    [new sdk.NamesForAddressError(), 'Error fetching names for address'],
    [new sdk.NameRegisterError({ accountName: 'alice' }), 'Error registering name alice'],
    [new sdk.TransactionsFetchError(), 'Failed to fetch transactions'],
    [new sdk.WalletCapabilitiesParseError(), 'Error parsing wallet capabilities'],
    [new sdk.TokenBalanceUnavailableError(), 'Token Balance Unavailable'],
    [new signIn.SignInInitError(), 'A problem occurred while trying initialize authentication'],
    [new signIn.SignatureDeclinedError(), 'Signature declined'],
    [
      new signIn.SmartAccountsUnsupportedError(),
      'This application might not support Smart Accounts',
    ],
    [new signIn.SiwxNotEnabledError(), 'SIWX is not enabled'],
    [new signIn.NoActiveCaipAddressError(), 'No ActiveCaipAddress found'],
    [new embedded.RpcCallNotAllowedError(), 'Requested RPC call is not allowed'],
    [new embedded.ActionNotAllowedError(), 'Action not allowed'],
    [new embedded.EmailCooldownError({ secondsLeft: 12 }), 'Please try again after 12 seconds'],
    [new embedded.EmbeddedWalletLoadError(), 'Network Error - Could not load embedded wallet'],
    [
      new embedded.EmbeddedWalletTimeoutError({ requestType: 'CONNECT_OTP' }),
      'Embedded Wallet Request Timed Out',
    ],
    [new embedded.EmbeddedWalletOriginError(), 'Invalid App Configuration'],
    [
      new embedded.EmbeddedWalletRequestError({
        requestType: 'CONNECT_OTP',
        message: 'Invalid code',
      }),
      'Invalid code',
    ],
  ])('%s', (error, message) => {
    expect(error.message).toBe(message)
    expect(error).toBeInstanceOf(Error)
    expect(error._tag).toMatch(/Error$/)
  })

  it('every tag is distinct, so a catch by tag never catches the wrong error', () => {
    const tags = [...Object.values(sdk), ...Object.values(signIn)].map(
      (ErrorClass) => new (ErrorClass as new (args: object) => { _tag: string })({})._tag,
    )
    expect(new Set(tags).size).toBe(tags.length)
  })

  it("spec §8: 'Failed to disconnect' carries INTERNAL_SDK_ERROR and the failures", () => {
    const error = new sdk.DisconnectFailedError({ failures: ['a', 'b'] })
    expect(error.code).toBe('INTERNAL_SDK_ERROR')
    expect(error.failures).toEqual(['a', 'b'])
  })
})

describe('spec §8: alerts', () => {
  it.each([
    ['invalidAppConfiguration', 'Invalid App Configuration'],
    ['networkNotFound', 'Network Not Found'],
    ['embeddedWalletLoadFailed', 'Network Error - Could not load embedded wallet'],
    ['embeddedWalletRequestTimedOut', 'Embedded Wallet Request Timed Out'],
    ['sessionExpired', 'Session Expired'],
    ['projectIdNotConfigured', 'Project ID Not Configured'],
    ['emailLoginDependencyFailed', 'Unable to load email login dependency'],
    ['genericError', 'An error occurred'],
    ['requestAborted', 'Request was aborted'],
    ['somethingWentWrong', 'Something went wrong'],
  ] as const)('%s reads %j', (id, shortMessage) => {
    expect(alerts[id].shortMessage).toBe(shortMessage)
  })
})
