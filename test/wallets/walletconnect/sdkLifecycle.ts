// Setup and teardown around the WalletConnect SDK clients, shared by the test wallet and the
// test dapp (notes/walletconnect-local-relay.md §2 and §3).
import type { ICore } from '@walletconnect/types'

/** IS_VITEST=true skips Verify and WalletKit's INIT event to pulse, which telemetryEnabled:false
 * does not stop (note §2). Vitest itself does not set it; the SDK reads it at call time. */
export function keepWalletConnectOffline(): void {
  process.env.IS_VITEST ??= 'true'
}

/** customStoragePrefix must differ per client in one process, or the second Core silently
 * reuses the first and the flow hangs (note §3 pitfall 1). */
export function uniqueStoragePrefix(role: string): string {
  return `${role}-${crypto.randomUUID()}`
}

/**
 * Stops the Core's heartbeat interval (it keeps Node alive) and closes its relay socket (note §3
 * pitfall 7), then frees the global core slot of the prefix (pitfall 1).
 */
export async function closeWalletConnectCore(core: ICore, customStoragePrefix: string) {
  core.heartbeat.stop()
  await core.relayer.transportClose()
  Reflect.deleteProperty(globalThis, `_walletConnectCore_${customStoragePrefix}`)
  Reflect.deleteProperty(globalThis, `_walletConnectCore_${customStoragePrefix}_count`)
}
