// A consumer as its host ships it: installed from the tarballs, `vite build`, `vite preview`;
// the local stack and Chromium that drive it start while it installs and builds.
import { afterAll, beforeAll } from 'vitest'
import { type ConsumerBrowser, startConsumerBrowser } from './consumerBrowser'
import { type ConsumerManifest, installConsumer } from './installConsumer'
import { startVite, viteBuild } from './viteCli'

export interface ServedConsumer {
  /** Its install folder. */
  readonly dir: string
  readonly browser: ConsumerBrowser
  /** The production build, served by `vite preview`. */
  readonly url: string
  readonly stop: () => Promise<void>
}

export async function serveConsumer(manifest: ConsumerManifest): Promise<ServedConsumer> {
  const built = installConsumer(manifest).then(async (dir) => {
    await viteBuild(dir)
    return dir
  })
  const [dir, browser] = await Promise.allSettled([built, startConsumerBrowser()])
  // Whatever started is stopped when the rest failed.
  const stopBrowser = () => (browser.status === 'fulfilled' ? browser.value.stop() : undefined)
  if (dir.status === 'rejected' || browser.status === 'rejected') {
    await stopBrowser()
    throw dir.status === 'rejected' ? dir.reason : (browser as PromiseRejectedResult).reason
  }
  const preview = await startVite(dir.value, 'preview').catch(async (error: unknown) => {
    await stopBrowser()
    throw error
  })
  return {
    dir: dir.value,
    browser: browser.value,
    url: preview.url,
    stop: async () => {
      await preview.stop()
      await browser.value.stop()
    },
  }
}

/** Call inside a `describe`: serves the consumer before its tests and stops it after; returns
 * what a test reads it through (throwing when the serving failed, beforeAll's error aside). */
export function servedForSuite(manifest: ConsumerManifest): () => ServedConsumer {
  let served: ServedConsumer | undefined
  beforeAll(async () => {
    served = await serveConsumer(manifest)
  })
  afterAll(() => served?.stop())
  return () => {
    if (!served) throw new Error('the consumer did not start (beforeAll failed)')
    return served
  }
}
