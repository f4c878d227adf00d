// Issue 27: the viem client an embedded wallet's transfer waits for its receipt with, over the
// frame as an EIP-1193 provider. Loaded with the transfer code (issue 10), not with the widget.
import type { Eip1193Provider } from '@airlock/core/adapter'
import { createClient, custom } from 'viem'

export function frameReceiptClient(frameProvider: Eip1193Provider) {
  return createClient({ transport: custom(frameProvider), pollingInterval: 500 })
}
