// A session request waiting for a person's decision, as the page lists it.
import type { PendingRequestTypes, SessionTypes } from '@walletconnect/types'
import { hexToBytes, isHex } from 'viem'

export interface PendingRequest {
  readonly id: number
  readonly topic: string
  /** CAIP-2, e.g. eip155:1. */
  readonly chainId: string
  readonly method: string
  readonly params: unknown
  /** The asking dapp's name, from its session. */
  readonly dapp: string
}

export function pendingRequestOf(
  pending: PendingRequestTypes.Struct,
  sessions: Record<string, SessionTypes.Struct>,
): PendingRequest {
  return {
    id: pending.id,
    topic: pending.topic,
    chainId: pending.params.chainId,
    method: pending.params.request.method,
    params: pending.params.request.params,
    dapp: sessions[pending.topic]?.peer.metadata.name ?? 'an unknown dapp',
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** personal_sign sends the message as hex; a person wants to read it (unless it is bytes). */
export function readableMessage(request: PendingRequest): string | undefined {
  if (request.method !== 'personal_sign' || !Array.isArray(request.params)) return undefined
  const [message] = request.params
  if (typeof message !== 'string') return undefined
  if (!isHex(message)) return message
  try {
    return strictUtf8.decode(hexToBytes(message))
  } catch {
    return undefined
  }
}
