// spec §7, §8: what the widget asks its services when the modal first opens — never before,
// so `createWidget` alone makes no request: the project's remote features, its allowed origins
// (the page's origin must be among them, else 'Invalid App Configuration'; so must a 401/403;
// other failures show the alert alertOfFailure names) and the analytics switch, which
// releases or drops the analytics events that waited for it.
import { Effect, Result } from 'effect'
import { isOriginAllowed } from '../domain/originAllowList'
import type { AlertId } from '../errors/alerts'
import type { HttpError } from '../errors/http'
import { Analytics } from '../services/analytics/Analytics'
import { WalletDirectory } from '../services/walletDirectory/WalletDirectory'

/**
 * spec §8 alerts of a failed call for the project's configuration (decision 0040): a refused
 * project is 'Invalid App Configuration'; a server error or an answer that is not the expected
 * body is the service's fault, 'Something went wrong'; no answer in time aborts the request,
 * 'Request was aborted'; anything else (offline, another status) is 'An error occurred'.
 */
export function alertOfFailure(error: HttpError): AlertId {
  switch (error._tag) {
    case 'HttpStatusError':
      if (error.status === 401 || error.status === 403) return 'invalidAppConfiguration'
      return error.status >= 500 ? 'somethingWentWrong' : 'genericError'
    case 'HttpDecodeError':
      return 'somethingWentWrong'
    case 'HttpTimeoutError':
      return 'requestAborted'
    case 'HttpNetworkError':
      return 'genericError'
  }
}

export interface RemoteInit {
  /** The project's remote features by id, or undefined when they could not be had. */
  readonly features?: ReadonlyMap<
    string,
    { readonly isEnabled: boolean; readonly config?: unknown }
  >
  readonly alerts: readonly AlertId[]
}

export function remoteInit(origin: string | undefined) {
  return Effect.gen(function* () {
    const directory = yield* WalletDirectory
    const analytics = yield* Analytics
    const [features, origins, analyticsOn] = yield* Effect.all(
      [
        Effect.result(directory.getProjectConfig()),
        Effect.result(directory.allowedOrigins()),
        directory.isAnalyticsEnabled(),
      ],
      { concurrency: 'unbounded' },
    )
    yield* analytics.setRemoteEnabled(analyticsOn)

    const originRefused =
      origin !== undefined &&
      Result.isSuccess(origins) &&
      origins.success.length > 0 &&
      !isOriginAllowed(origin, origins.success)
    const alerts: AlertId[] = [
      ...(originRefused ? (['invalidAppConfiguration'] as const) : []),
      ...[Result.getFailure(features), Result.getFailure(origins)].flatMap((failure) =>
        failure._tag === 'Some' ? [alertOfFailure(failure.value)] : [],
      ),
    ]
    return {
      features: Result.isSuccess(features)
        ? new Map(features.success.map((feature) => [feature.id, feature]))
        : undefined,
      alerts,
    } satisfies RemoteInit
  })
}
