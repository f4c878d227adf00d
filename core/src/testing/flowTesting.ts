// For the flow machines' unit tests: the eip155 memory adapter on the test network, and machine
// actors that run effect programs (the adapter's calls) on one runtime per test file, with no
// services, disposed after the file's tests. Ours only, not in @airlock/core/testing: it
// registers vitest hooks.
import { type Effect, Layer, ManagedRuntime } from 'effect'
import { afterAll } from 'vitest'
import type { CaipNetwork } from '../domain/types'
import { fromEffect } from '../flows/effectActors'
import { testNetwork } from './fixtures'
import { createMemoryAdapter, type MemoryAdapterOptions } from './memoryAdapter'

/** An eip155 memory adapter serving `wallets` on `networks` (the test network by default). */
export function testEvmAdapter(
  wallets: MemoryAdapterOptions['wallets'],
  networks: readonly CaipNetwork[] = [testNetwork],
) {
  return createMemoryAdapter({ namespace: 'eip155', networks, wallets })
}

/**
 * Call once at a test file's top level: gives `programActor(program)`, a promise actor that runs
 * `program(input)` on the file's runtime (fromEffect).
 */
export function programActorsForFile() {
  const runtime = ManagedRuntime.make(Layer.empty)
  afterAll(() => runtime.dispose())
  return <Output, Input, Failure>(program: (input: Input) => Effect.Effect<Output, Failure>) =>
    fromEffect(runtime, program)
}
