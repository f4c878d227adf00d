// The Blockchain API's calling convention (spec §7): every GET adds projectId, sdk type (`st`)
// and sdk version (`sv`); bodies are JSON; answers are decoded with the call's schema.
import type { Effect, Schema } from 'effect'
import { SDK_TYPE, SDK_VERSION } from '../../constants'
import type { HttpError } from '../../errors/http'
import type { HttpShape, QueryValue } from '../http/Http'

export interface BlockchainApiOptions {
  /** The public service in production; the local stack's `api` offline. */
  readonly baseUrl: string
  readonly projectId: string
  readonly sdkType?: string
  readonly sdkVersion?: string
}

export interface ApiClient {
  readonly projectId: string
  readonly get: <A>(
    path: string,
    params: Readonly<Record<string, QueryValue>>,
    schema: Schema.Codec<A, unknown>,
  ) => Effect.Effect<A, HttpError>
  readonly post: <A>(
    path: string,
    body: unknown,
    schema: Schema.Codec<A, unknown>,
  ) => Effect.Effect<A, HttpError>
}

export function makeApiClient(http: HttpShape, options: BlockchainApiOptions): ApiClient {
  const sdk = {
    projectId: options.projectId,
    st: options.sdkType ?? SDK_TYPE,
    sv: options.sdkVersion ?? SDK_VERSION,
  }
  return {
    projectId: options.projectId,
    get: (path, params, schema) =>
      http.request({
        method: 'GET',
        baseUrl: options.baseUrl,
        path,
        params: { ...params, ...sdk },
        schema,
      }),
    post: (path, body, schema) =>
      http.request({ method: 'POST', baseUrl: options.baseUrl, path, body, schema }),
  }
}
