// The swap flow's side effects (spec §7 convert endpoints, §8 swap errors): the swap tokens with
// the visitor's balances, the quote with its preview, and one transaction (approve or swap)
// built by the API, sent through the eip155 adapter and confirmed. Loaded on the first swap
// step (swapActors), so the widget's first bundle carries none of it.
import { Cause, Effect, Fiber } from 'effect'
import { ConnectorNotFoundError } from '../../adapter'
import { formatAmount } from '../../domain/units'
import { NetworkNotFoundError } from '../../errors/sdk'
import { BlockchainApi } from '../../services/blockchainApi/BlockchainApi'
import type { ResolvedConfig } from '../../widget/config'
import type { WidgetRuntime } from '../../widget/services'
import { adapterFor, type ConnectedAccount } from '../connection/connectionActors'
import type { TransactionReport } from '../transaction/transaction.machine'
import type { SwapPreview, SwapRequest, SwapStepRequest, SwapTokenOption } from './swap.types'
import { SwapNoLiquidityError, type SwapStepError, swapStepErrorOf } from './swapErrors'

/** The swap API names the native coin 0xeeee…eeee. */
const isNative = (caip10: string) => /:0xe{40}$/i.test(caip10)

const userOf = (connectedAccount: ConnectedAccount) => {
  const { connectorId, address } = connectedAccount('eip155')
  return connectorId && address
    ? Effect.succeed({ connectorId, address })
    : Effect.fail(new ConnectorNotFoundError({ connectorId: connectorId ?? '' }))
}

export function swapPrograms(
  config: ResolvedConfig,
  runtime: WidgetRuntime,
  connected: ConnectedAccount,
) {
  /** spec §7 tokens, each with the visitor's balance (fresh: it follows every swap). */
  const loadTokens = ({ caipNetworkId }: { readonly caipNetworkId: string }) =>
    Effect.gen(function* () {
      const api = yield* BlockchainApi
      const { address } = yield* userOf(connected)
      const [tokens, balances] = yield* Effect.all(
        [
          api.convert.tokens(caipNetworkId),
          api
            .getBalance({ address, caipNetworkId, forceUpdate: address })
            .pipe(Effect.orElseSucceed(() => [])),
        ],
        { concurrency: 2 },
      )
      const options: readonly SwapTokenOption[] = tokens.map((token) => {
        const held = balances.find((balance) =>
          balance.address
            ? balance.address.toLowerCase() === token.address.toLowerCase()
            : isNative(token.address),
        )
        return { ...token, eip2612: false, balance: held?.quantity.numeric ?? '0' }
      })
      return options
    })

  /** spec §7 gas-price, quotes, allowance, prices and the swap's gas: the preview. */
  const quote = (request: SwapRequest) =>
    Effect.gen(function* () {
      const api = yield* BlockchainApi
      const { address: userAddress } = yield* userOf(connected)
      const { from, to, amount } = request
      const gasPrice = yield* api.convert.gasPrice(request.caipNetworkId)
      const [quotes, allowance, prices] = yield* Effect.all(
        [
          api.convert.quotes({
            amount,
            userAddress,
            from: from.address,
            to: to.address,
            gasPrice: gasPrice.standard,
          }),
          isNative(from.address)
            ? Effect.succeed(BigInt(amount))
            : api.convert.allowance({ tokenAddress: from.address, userAddress }),
          api.convert.prices([from.address, to.address]).pipe(Effect.orElseSucceed(() => [])),
        ],
        { concurrency: 3 },
      )
      const found = quotes[0]
      if (!found || BigInt(found.toAmount) === 0n) {
        return yield* Effect.fail(new SwapNoLiquidityError())
      }
      const approvalNeeded = allowance < BigInt(amount)
      // Before its approve the swap cannot be estimated: the API's fixed gas then.
      const built = yield* api.convert
        .buildSwap({
          amount,
          from: from.address,
          to: to.address,
          userAddress,
          disableEstimate: approvalNeeded,
        })
        .pipe(Effect.option)
      const native = config.networks.find(
        (network) => network.caipNetworkId === request.caipNetworkId,
      )
      const gas = built._tag === 'Some' ? built.value.eip155?.gas : undefined
      const fromAmount = Number(formatAmount(BigInt(amount), from.decimals))
      const toAmount = formatAmount(BigInt(found.toAmount), to.decimals)
      const priceOf = (symbol: string) => prices.find((price) => price.symbol === symbol)?.price
      const [fromPrice, toPrice] = [priceOf(from.symbol), priceOf(to.symbol)]
      const preview: SwapPreview = {
        toAmount,
        rate: Number(toAmount) / fromAmount,
        priceImpact:
          fromPrice && toPrice
            ? Math.max(0, (1 - (Number(toAmount) * toPrice) / (fromAmount * fromPrice)) * 100)
            : undefined,
        networkFee:
          gas === undefined
            ? undefined
            : formatAmount(
                BigInt(gas) * BigInt(gasPrice.standard),
                native?.nativeCurrency.decimals ?? 18,
              ),
        approvalNeeded,
      }
      return preview
    })

  /** Builds one transaction (spec §7 build-approve or build-transaction), sends it, confirms it. */
  const sendTransaction = (
    input: SwapStepRequest,
    report: (event: TransactionReport<SwapStepError>) => void,
  ) => {
    {
      const program = Effect.gen(function* () {
        const api = yield* BlockchainApi
        const { connectorId, address } = yield* userOf(connected)
        const network = config.networks.find((each) => each.caipNetworkId === input.caipNetworkId)
        if (!network) {
          return yield* Effect.fail(new NetworkNotFoundError({ cause: input.caipNetworkId }))
        }
        const adapter = yield* adapterFor(config, 'eip155')
        const query = {
          amount: input.amount,
          from: input.from.address,
          to: input.to.address,
          userAddress: address,
        }
        const tx =
          input.step === 'approve'
            ? yield* api.convert.buildApprove(query)
            : yield* api.convert.buildSwap(query)
        return yield* adapter.transfer({
          connectorId,
          caipNetwork: network,
          from: address,
          to: tx.to,
          amount: BigInt(tx.amount ?? tx.value ?? '0'),
          data: tx.data,
          gas: tx.eip155 ? BigInt(tx.eip155.gas) : undefined,
          onSubmitted: (hash) => report({ type: 'transaction.submitted', hash }),
        })
      })
      const fiber = runtime.runFork(
        Effect.matchCause(program, {
          onSuccess: (hash) => report({ type: 'transaction.confirmed', hash }),
          onFailure: (cause) => {
            if (Cause.hasInterruptsOnly(cause)) return
            report({ type: 'transaction.failed', error: swapStepErrorOf(Cause.squash(cause)) })
          },
        }),
      )
      return () => {
        runtime.runFork(Fiber.interrupt(fiber))
      }
    }
  }

  return { loadTokens, quote, sendTransaction }
}
