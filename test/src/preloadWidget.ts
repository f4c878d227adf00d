// The suite's tests create widgets and read them at once, as a server or a host that preloads
// does: the widget's code is loaded before each file (decision 0037), so createWidget starts
// the widget synchronously. The deferred start itself is tested in deferredWidget.test.ts, the
// kit's browser tests and the examples' and consumers' pages, which load nothing ahead.
import { preloadWidget } from '@airlock/core'

await preloadWidget()
