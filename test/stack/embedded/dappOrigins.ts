// Which pages may embed the local frame site. `npm start` serves the examples on
// AIRLOCK_EXAMPLES_PORT (5173): those origins. With free ports (tests, startExamples) the
// examples' and vitest's browser page ports are not known when the stack starts, so any port
// on 127.0.0.1 and localhost (spec §5 wildcard patterns). Tests needing a strict list pass
// their own, or add one later with EmbeddedSite.allowOrigin / POST /__airlock/allowed-origins.
export function defaultDappOrigins(ports: 'fixed' | 'free'): readonly string[] {
  const examples = process.env.AIRLOCK_EXAMPLES_PORT || '5173'
  const port = ports === 'free' || examples === '0' ? '*' : examples
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`]
}
