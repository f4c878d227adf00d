// spec §7 wallet calls eth_sendTransaction and eth_sendRawTransaction: the wallet sends the
// transaction. A wallet that only signs (a hardware or MPC signer answering eth_sendTransaction
// with "unsupported method") signs it with eth_signTransaction; the signed bytes go out through
// the wallet's eth_sendRawTransaction, or the node's when the wallet has none either.
import { type Eip1193Provider, isUnsupportedMethod, toNodeError } from '@airlock/core/adapter'
import { fieldOf } from '@airlock/core/internal'
import { Effect } from 'effect'
import { type Client, type Hex, isHex } from 'viem'
import { sendRawTransaction } from 'viem/actions'
import { InternalRpcError } from '../errors/walletRpcErrors'
import { providerCall } from './providerCalls'
import { asNodeError } from './relayedNodeError'

function sendSigned(provider: Eip1193Provider, client: Client, signed: Hex) {
  return providerCall(provider, 'eth_sendRawTransaction', [signed]).pipe(
    Effect.mapError(asNodeError),
    Effect.catchIf(isUnsupportedMethod, () =>
      Effect.tryPromise({
        try: () => sendRawTransaction(client, { serializedTransaction: signed }),
        // spec §8: the node's text, as the named node error.
        catch: (error) => {
          const details = fieldOf(error, 'details')
          return toNodeError(typeof details === 'string' ? details : String(error), error)
        },
      }),
    ),
  )
}

/** The wallet's answer: its transaction hash (not yet checked). */
export function sendThroughWallet(
  provider: Eip1193Provider,
  client: Client,
  transaction: Record<string, unknown>,
) {
  return providerCall(provider, 'eth_sendTransaction', [transaction]).pipe(
    Effect.mapError(asNodeError),
    Effect.catchIf(isUnsupportedMethod, () =>
      Effect.gen(function* () {
        const signed = yield* providerCall(provider, 'eth_signTransaction', [transaction]).pipe(
          Effect.mapError(asNodeError),
        )
        if (!isHex(signed) || signed.length < 4) {
          return yield* Effect.fail(
            new InternalRpcError({
              message: `The wallet returned ${String(signed)} for a signed transaction`,
            }),
          )
        }
        return yield* sendSigned(provider, client, signed)
      }),
    ),
  )
}
