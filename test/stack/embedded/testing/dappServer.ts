// A dapp for the frame tests on an origin of its own: `/` loads messengerHarness.ts (the real
// messenger), `/forger#<json>` is a page of another origin that posts forged messages to its
// parent and to the parent's frames ({ toParent: [...], toFrames: [...] }) and keeps what it
// receives in `window.received`.
import { join } from 'node:path'
import { type JsonServer, startJsonServer } from '../../http/jsonServer'
import { bundleScript } from '../frameBundle'

let harnessScript: Promise<string> | undefined

const forgerPage = `<!doctype html><meta charset="utf-8"><title>forger</title><script>
  window.received = []
  addEventListener('message', (event) => window.received.push(event.data))
  const plan = JSON.parse(decodeURIComponent(location.hash.slice(1)) || '{}')
  for (const message of plan.toParent ?? []) parent.postMessage(message, '*')
  for (let i = 0; i < parent.frames.length; i++) {
    if (parent.frames[i] === window) continue
    for (const message of plan.toFrames ?? []) parent.frames[i].postMessage(message, '*')
  }
</script>`

export async function startDappServer(): Promise<JsonServer> {
  harnessScript ??= bundleScript(join(import.meta.dirname, 'messengerHarness.ts'))
  const script = await harnessScript
  return startJsonServer({
    routes: [
      {
        method: 'GET',
        path: '/',
        handle: () => ({
          contentType: 'text/html; charset=utf-8',
          body: '<!doctype html><meta charset="utf-8"><title>dapp</title><script type="module" src="/harness.js"></script>',
        }),
      },
      {
        method: 'GET',
        path: '/harness.js',
        handle: () => ({ contentType: 'text/javascript; charset=utf-8', body: script }),
      },
      {
        method: 'GET',
        path: '/forger',
        handle: () => ({ contentType: 'text/html; charset=utf-8', body: forgerPage }),
      },
    ],
  })
}
