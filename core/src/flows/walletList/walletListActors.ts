// The wallet list's side effects (spec §7 getWallets): the directory's wallets for the widget's
// networks, and their images fetched ahead. Provided by flowActorsFor on the widget's runtime.
import { Effect } from 'effect'
import { fromPromise } from 'xstate'
import { WalletDirectory } from '../../services/walletDirectory/WalletDirectory'
import type { ResolvedConfig } from '../../widget/config'
import type { WidgetRuntime } from '../../widget/services'
import { fromEffect } from '../effectActors'
import { prefetchWalletImages } from './prefetchImages'
import { type WalletPageRequest, walletListMachine } from './walletList.machine'

export function walletListActors(config: ResolvedConfig, runtime: WidgetRuntime) {
  return {
    walletList: walletListMachine.provide({
      actors: {
        prefetchImages: fromPromise(({ input }) => prefetchWalletImages(input.wallets)),
        fetchWallets: fromEffect(runtime, (request: WalletPageRequest) =>
          Effect.gen(function* () {
            const directory = yield* WalletDirectory
            return yield* directory.getWallets({
              ...request,
              chains: config.networks.map((network) => network.caipNetworkId),
            })
          }),
        ),
      },
    }),
  }
}
