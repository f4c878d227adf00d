// spec §5: "Origin allow-list supports wildcards." Patterns are full origins; `*` may stand for
// one or more leading host labels (`https://*.example.com`) or for the port
// (`http://localhost:*`). Scheme, host and port are compared exactly otherwise, so
// `https://example.com.evil.io` or `https://evil-example.com` never match `*.example.com`.

const patternShape =
  /^([a-z][a-z0-9+.-]*):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/i

const defaultPorts: Readonly<Record<string, string>> = {
  http: '80',
  https: '443',
  ws: '80',
  wss: '443',
}

interface OriginPattern {
  readonly scheme: string
  readonly anySubdomain: boolean
  readonly host: string
  /** '' is the scheme's default port; '*' any port. */
  readonly port: string
}

function parsePattern(pattern: string): OriginPattern | undefined {
  const match = patternShape.exec(pattern.trim())
  if (!match) return undefined
  const [, scheme = '', wildcard, host = '', port = ''] = match
  const lowerScheme = scheme.toLowerCase()
  return {
    scheme: lowerScheme,
    anySubdomain: wildcard !== undefined,
    host: host.toLowerCase(),
    port: port === defaultPorts[lowerScheme] ? '' : port,
  }
}

// An origin as browsers write it: a scheme, two slashes, then host and port with nothing after
// (a trailing slash at most). A path, query, fragment or credentials mean it is not one, however
// the URL parser would read it (it takes `\` for `/` and `https:host/path` for a URL).
const originShape = /^[a-z][a-z0-9+.-]*:\/\/[^/\\?#@]+\/?$/i

function parseOrigin(origin: string) {
  if (!originShape.test(origin)) return undefined
  try {
    const url = new URL(origin)
    if (url.origin === 'null') return undefined
    return { scheme: url.protocol.slice(0, -1), host: url.hostname, port: url.port }
  } catch {
    return undefined
  }
}

/** spec §5: whether `origin` (as in `location.origin` or `MessageEvent.origin`) is allowed. */
export function isOriginAllowed(origin: string, allowList: readonly string[]): boolean {
  const parsed = parseOrigin(origin)
  if (!parsed) return false
  return allowList.some((entry) => {
    const pattern = parsePattern(entry)
    if (!pattern || pattern.scheme !== parsed.scheme) return false
    if (pattern.port !== '*' && pattern.port !== parsed.port) return false
    if (!pattern.anySubdomain) return parsed.host === pattern.host
    return parsed.host.endsWith(`.${pattern.host}`)
  })
}
