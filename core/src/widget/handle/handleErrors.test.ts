// The handle's error types hold what each method's code path can reject with: a flow's or a
// program's failure type that grows beyond its method's type fails tsc here.
import type { Effect, Result } from 'effect'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { ChainAdapter } from '../../adapter'
import type { checkPaymentRequest } from '../../domain/paymentRequest'
import { UnexpectedError } from '../../errors/errorInfo'
import { DisconnectFailedError, RequestAbortedError } from '../../errors/sdk'
import { UserRejectedError } from '../../errors/walletRpc'
import type { ConnectionEmitted } from '../../flows/connection/connection.machine'
import type { connectedWallet } from '../../flows/connection/connectionActors'
import type { DisconnectEmitted } from '../../flows/disconnect/disconnect.machine'
import type { PairingError } from '../../flows/pairing/pairingErrors'
import type { PayEmitted } from '../../flows/pay/pay.types'
import type { PaymentInProgressError, PayNotEnabledError } from '../../flows/pay/payErrors'
import type { SmartSessionsEmitted } from '../../flows/smartSessions/smartSessions.machine'
import type { BlockchainApi } from '../../services/blockchainApi/BlockchainApi'
import {
  type ConnectErrorType,
  connectErrorOf,
  type DisconnectErrorType,
  disconnectErrorOf,
  type GetIdentityErrorType,
  type GetNativeBalanceErrorType,
  type GetNftsErrorType,
  type GrantPermissionsErrorType,
  type PayErrorType,
  type SignMessageErrorType,
} from './handleErrors'

type ErrorOf<F extends (...args: never) => Effect.Effect<unknown, unknown, unknown>> = Effect.Error<
  ReturnType<F>
>
type Emitted<Union, Type> = Extract<Union, { readonly type: Type }>
type Api = BlockchainApi['Service']

describe("the handle's error types (issue 26)", () => {
  it("cover the failures the flows report to the handle's promises", () => {
    expectTypeOf<
      Emitted<ConnectionEmitted, 'connection.failed'>['error']
    >().toExtend<ConnectErrorType>()
    expectTypeOf<
      Emitted<DisconnectEmitted, 'DISCONNECT_ERROR'>['error']
    >().toExtend<DisconnectErrorType>()
    expectTypeOf<
      Emitted<SmartSessionsEmitted, 'smartSessions.grantFailed'>['error']
    >().toExtend<GrantPermissionsErrorType>()
    expectTypeOf<Emitted<PayEmitted, 'payment.failed'>['error']>().toExtend<PayErrorType>()
  })

  it("cover pay's refusals before the flow runs (payHandle's checks)", () => {
    expectTypeOf<PayNotEnabledError>().toExtend<PayErrorType>()
    expectTypeOf<
      Result.Result.Failure<ReturnType<typeof checkPaymentRequest>>
    >().toExtend<PayErrorType>()
    expectTypeOf<PaymentInProgressError>().toExtend<PayErrorType>()
  })

  it('let the pairing flow keep what its connect rejects with (startPairing)', () => {
    expectTypeOf<ConnectErrorType>().toExtend<PairingError>()
  })

  it('cover the failures of the programs the handle runs itself', () => {
    expectTypeOf<ErrorOf<typeof connectedWallet>>().toExtend<SignMessageErrorType>()
    expectTypeOf<ErrorOf<ChainAdapter['signMessage']>>().toExtend<SignMessageErrorType>()
    expectTypeOf<ErrorOf<ChainAdapter['getBalance']>>().toExtend<GetNativeBalanceErrorType>()
    expectTypeOf<ErrorOf<Api['fetchIdentity']>>().toExtend<GetIdentityErrorType>()
    expectTypeOf<ErrorOf<Api['fetchTransactions']>>().toExtend<GetNftsErrorType>()
  })
})

describe("connectErrorOf and disconnectErrorOf: a rejection as the method's error type", () => {
  it('keeps the errors the method documents as they are', () => {
    const declined = new UserRejectedError({})
    expect(connectErrorOf(declined)).toBe(declined)
    const aborted = new RequestAbortedError()
    expect(connectErrorOf(aborted)).toBe(aborted)
    const failed = new DisconnectFailedError({ failures: [] })
    expect(disconnectErrorOf(failed)).toBe(failed)
  })

  it("keeps anything else (the destroyed widget's Error) as an UnexpectedError with its message", () => {
    const destroyed = new Error('The widget has been destroyed')
    for (const error of [connectErrorOf(destroyed), disconnectErrorOf(destroyed)]) {
      expect(error).toBeInstanceOf(UnexpectedError)
      expect(error).toMatchObject({ message: 'The widget has been destroyed', cause: destroyed })
    }
  })
})
