// In Node, without @solana/web3.js installed: the Solana entry imports, its adapter is created,
// and reading a balance (what needs web3.js) fails with MissingPeerDependencyError naming the
// package. Prints one JSON line for the test: where it stopped, and the error's tag and message.
import { solanaMainnet } from '@airlock/core'
import { Effect } from 'effect'

const describe = (step, error) => ({
  step,
  _tag: error?._tag,
  packageName: error?.packageName,
  message: String(error?.message ?? error),
})

async function check() {
  const { createSolanaAdapter } = await import('@airlock/adapters/solana').catch((error) => {
    throw describe('import', error)
  })
  const adapter = createSolanaAdapter({ networks: [solanaMainnet] })
  const balance = adapter.getBalance({
    address: '11111111111111111111111111111111',
    caipNetwork: solanaMainnet,
  })
  // The typed error of a failed balance read; a read that succeeds is the failure here.
  return Effect.runPromise(Effect.flip(balance)).then(
    (error) => describe('getBalance', error),
    (other) => describe('getBalance (not a typed failure)', other),
  )
}

const result = await check().catch((error) =>
  'step' in Object(error) ? error : describe('create', error),
)
console.log(JSON.stringify(result))
