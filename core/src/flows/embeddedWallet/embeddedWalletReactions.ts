// Reactions around the embedded wallet (spec §2, §4, §6, §8): its login steps open their views;
// a signed-in user becomes the eip155 connection of the AUTH connector; an unsafe RPC call shows
// the frame in ApproveTransaction, where the wallet asks on its own page; the §8 frame errors
// show their alert once and the timeouts reach error telemetry; sign-out follows the widget's
// disconnect; the chosen network reaches the login (GET_USER's chain); the frame is told the
// host's theme and dapp data when it loads, and the theme again when it changes (spec §7 sync
// theme, sync dapp data). Nothing when no auth connector is configured.
import { Effect, Result, Schema } from 'effect'
import type { ApprovalRequest, AuthConnectorHost } from '../../authConnector'
import { SDK_VERSION } from '../../constants'
import { type FrameTheme, ThemeVariablesField } from '../../domain/frameMessages/fields'
import type { CaipNetwork } from '../../domain/types'
import type { AlertId } from '../../errors/alerts'
import { Telemetry } from '../../services/analytics/Telemetry'
import type { ResolvedConfig, WidgetTheme } from '../../widget/config'
import type { WidgetRuntime } from '../../widget/services'
import type { FlowsWithEmbedded } from '../flows'
import { openedByTheWidget, type ViewEntry, type ViewName } from '../modal/views'
import { embeddedConnection } from './embeddedConnection'
import { ActionNotAllowedError } from './embeddedWalletErrors'

type ReactionFlows = Pick<
  FlowsWithEmbedded,
  | 'widget'
  | 'modal'
  | 'network'
  | 'disconnect'
  | 'embeddedWallet'
  | 'embeddedEmailUpdate'
  | 'embeddedApproval'
  | 'connections'
>

/** spec §8: the alert each frame error shows. */
const alertOf: Readonly<Record<string, AlertId>> = {
  EmbeddedWalletLoadError: 'embeddedWalletLoadFailed',
  EmbeddedWalletDependencyError: 'emailLoginDependencyFailed',
  EmbeddedWalletTimeoutError: 'embeddedWalletRequestTimedOut',
  EmbeddedWalletOriginError: 'invalidAppConfiguration',
}

const acceptedVariable = Schema.decodeUnknownResult(ThemeVariablesField)

/**
 * The widget's theme as the frame's SYNC_THEME carries it. Variables left unset, or that the
 * protocol refuses (a value that would end its CSS declaration), are left out: one bad variable
 * must not make the frame refuse the theme, and with it its initialisation.
 */
export function frameThemeOf(theme: WidgetTheme): FrameTheme {
  const variables = Object.entries(theme.themeVariables ?? {}).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined && Result.isSuccess(acceptedVariable({ [entry[0]]: entry[1] })),
  )
  return {
    themeMode: theme.themeMode,
    ...(variables.length > 0 ? { themeVariables: Object.fromEntries(variables) } : {}),
  }
}

export interface EmbeddedWalletReactionDeps {
  readonly config: ResolvedConfig
  readonly runtime: WidgetRuntime
  readonly showAlerts: (ids: readonly AlertId[]) => void
}

export function embeddedWalletReactions(
  f: ReactionFlows,
  deps: EmbeddedWalletReactionDeps,
): () => void {
  const auth = deps.config.embeddedWallet
  if (!auth) return () => {}
  const wallet = f.embeddedWallet
  const connection = f.connections.get('eip155')
  const top = (): ViewEntry | undefined => f.modal.getSnapshot().context.stack.at(-1)
  const show = (view: ViewName) => {
    if (top()?.view === view) return
    const replace = top()?.view === 'EmailVerifyDevice'
    f.modal.send({ type: replace ? 'user.replace' : 'user.push', entry: { view } })
  }
  const connected = () => connection?.getSnapshot().hasTag('connected') === true

  let approvals = 0
  function openApproval() {
    if (f.modal.getSnapshot().hasTag('closed')) {
      const facts = openedByTheWidget(deps.config, {
        connected: connected(),
        unsupportedChain: false,
        requested: { view: 'ApproveTransaction' },
      })
      f.modal.send({ type: 'user.open', facts })
    } else show('ApproveTransaction')
  }
  function leaveApproval() {
    if (top()?.view !== 'ApproveTransaction') return
    f.modal.send({
      type: f.modal.getSnapshot().context.stack.length > 1 ? 'user.back' : 'user.close',
    })
  }
  /**
   * spec §6, issue 28 (1): ApproveTransaction shows the frame while `run` asks the visitor on
   * the wallet's page; the view goes once it ends. Leaving the view first declines it.
   */
  const confirm = <A, E>(request: ApprovalRequest, run: Effect.Effect<A, E>) =>
    Effect.suspend(() => {
      const id = ++approvals
      f.embeddedApproval.send({
        type: 'app.approvalRequested',
        request: { ...request, id, showFrame: auth.showFrame },
      })
      // Another call is shown: this one is declined without asking.
      if (f.embeddedApproval.getSnapshot().context.approval?.id !== id) {
        return Effect.fail(new ActionNotAllowedError())
      }
      const declined = Effect.callback<never, ActionNotAllowedError>((resume) => {
        const subscription = f.embeddedApproval.on('approval.declined', (event: { id: number }) => {
          if (event.id === id) resume(Effect.fail(new ActionNotAllowedError()))
        })
        return Effect.sync(() => subscription.unsubscribe())
      })
      openApproval()
      return Effect.raceFirst(run, declined).pipe(
        Effect.ensuring(
          Effect.sync(() => {
            if (f.embeddedApproval.getSnapshot().context.approval?.id !== id) return
            f.embeddedApproval.send({ type: 'app.approvalEnded', id })
            leaveApproval()
          }),
        ),
      )
    })

  const theme = (): WidgetTheme => f.widget?.getSnapshot().context.theme ?? deps.config.theme
  const frameSettings: AuthConnectorHost['frameSettings'] = () => ({
    theme: frameThemeOf(theme()),
    dappData: {
      projectId: deps.config.projectId,
      sdkVersion: SDK_VERSION,
      ...(deps.config.metadata ? { metadata: deps.config.metadata } : {}),
    },
  })
  const detach = auth.attach({
    confirm,
    frameSettings,
    reportTimeout: (report) => {
      deps.runtime.runFork(
        Effect.gen(function* () {
          yield* (yield* Telemetry).report(report)
        }),
      )
    },
  })
  const subscriptions = [
    wallet.on('embeddedWallet.verifyOtp', () => show('EmailVerifyOtp')),
    wallet.on('embeddedWallet.verifyDevice', () => show('EmailVerifyDevice')),
    wallet.on('embeddedWallet.signedIn', (event) => {
      if (!connected())
        connection?.send({
          type: 'app.connected',
          connection: embeddedConnection(auth.connectorId, event.user),
        })
    }),
    wallet.on('embeddedWallet.accountChanged', (event) =>
      connection?.send({
        type: 'wallet.accountsChanged',
        accounts: embeddedConnection(auth.connectorId, event.user).accounts,
        smartAccountDeployed: event.user.smartAccountDeployed,
      }),
    ),
    wallet.on('embeddedWallet.failed', (event: { error: { _tag: string } }) => {
      const alert = alertOf[event.error._tag]
      if (alert) deps.showAlerts([alert])
    }),
    // Closing the modal over a waiting approval declines it (spec §8: refused after 300 ms).
    f.modal.on('modal.closed', () => {
      if (f.embeddedApproval.getSnapshot().hasTag('approvalPending')) {
        f.embeddedApproval.send({ type: 'user.reject' })
      }
    }),
    // spec §2: back from ConnectingFarcaster unconnected resets the link and reloads the frame.
    f.modal.on('modal.farcasterReset', () => wallet.send({ type: 'user.cancel' })),
    f.disconnect.on('DISCONNECT_SUCCESS', (event) => {
      if (!event.namespaces.includes('eip155')) return
      wallet.send({ type: 'app.signedOut' })
      f.embeddedEmailUpdate.send({ type: 'app.reset' })
    }),
    // spec §7 update e-mail done: the user has the new address.
    f.embeddedEmailUpdate.on('updateEmail.done', (event) =>
      wallet.send({ type: 'app.emailUpdated', email: event.email }),
    ),
  ]
  // An auto-reconnect of the AUTH connector (spec §4) signs the machine in too.
  if (connection) {
    subscriptions.push(
      connection.on('connection.connected', (event) => {
        if (event.connection.connectorId !== auth.connectorId) return
        if (!wallet.getSnapshot().hasTag('signedIn')) wallet.send({ type: 'app.reconnected' })
      }),
    )
  }
  const follow = () => {
    const network: CaipNetwork | undefined = f.network.getSnapshot().context.active
    if (network?.chainNamespace === 'eip155')
      wallet.send({ type: 'app.network', chainId: network.id })
  }
  const watchers = [f.network.subscribe(follow)]
  follow()
  // spec §7 sync theme: a change after start reaches a loaded frame (a frame loaded later reads
  // the theme then, through frameSettings). Failures are the frame's own; nothing to show.
  let told = theme()
  if (f.widget) {
    watchers.push(
      f.widget.subscribe(() => {
        const now = theme()
        if (now === told) return
        told = now
        deps.runtime.runFork(Effect.ignore(auth.syncTheme(frameThemeOf(now))))
      }),
    )
  }
  // spec §3 social login by redirect: back on the page with the provider's answer.
  const redirected = auth.socialRedirectResult()
  if (redirected) wallet.send({ type: 'app.socialRedirect', uri: redirected })
  return () => {
    detach()
    for (const subscription of [...subscriptions, ...watchers]) subscription.unsubscribe()
  }
}
