// spec §7 smart sessions: read one, revoke one with the account's signature. spec §8: a failed
// revoke answers false.
import { Effect } from 'effect'
import type { ApiClient } from './apiClient'
import { apiPath } from './apiPath'
import { SmartSessionResponse, SuccessResponse } from './responses'

export function makeSessionCalls(client: ApiClient) {
  const get = (id: string) => client.get(apiPath`/v1/sessions/${id}`, {}, SmartSessionResponse)

  const revoke = ({
    id,
    pci,
    signature,
  }: {
    readonly id: string
    readonly pci: string
    readonly signature: string
  }) =>
    client.post(apiPath`/v1/sessions/${id}/revoke`, { pci, signature }, SuccessResponse).pipe(
      Effect.map((response) => response.success),
      Effect.orElseSucceed(() => false),
    )

  return { get, revoke }
}
