// The handle's error types hold what each method's code path can reject with: a flow's or a
// program's failure type that grows beyond its method's type fails tsc here.
import type { Effect } from 'effect'
import { describe, expectTypeOf, it } from 'vitest'
import type { ChainAdapter } from '../../adapter'
import type { connectedWallet } from '../../flows/connection/connectedWallet'
import type { ConnectionEmitted } from '../../flows/connection/connection.machine'
import type { DisconnectEmitted } from '../../flows/disconnect/disconnect.machine'
import type { SmartSessionsEmitted } from '../../flows/smartSessions/smartSessions.machine'
import type { BlockchainApi } from '../../services/blockchainApi/BlockchainApi'
import type {
  ConnectErrorType,
  DisconnectErrorType,
  GetIdentityErrorType,
  GetNativeBalanceErrorType,
  GetNftsErrorType,
  GrantPermissionsErrorType,
  SignMessageErrorType,
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
  })

  it('cover the failures of the programs the handle runs itself', () => {
    expectTypeOf<ErrorOf<typeof connectedWallet>>().toExtend<SignMessageErrorType>()
    expectTypeOf<ErrorOf<ChainAdapter['signMessage']>>().toExtend<SignMessageErrorType>()
    expectTypeOf<ErrorOf<ChainAdapter['getBalance']>>().toExtend<GetNativeBalanceErrorType>()
    expectTypeOf<ErrorOf<Api['fetchIdentity']>>().toExtend<GetIdentityErrorType>()
    expectTypeOf<ErrorOf<Api['fetchTransactions']>>().toExtend<GetNftsErrorType>()
  })
})
