import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWalletConnect } from './createWalletConnect'
import { foreignMetadataWarning, skipVerify } from './verify'

const options = (url: string, verify?: boolean) => ({
  projectId: 'p',
  networks: [],
  metadata: { name: 'App', description: 'app', url, icons: [] },
  verify,
})

describe('WalletConnect Verify (issue 28)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    Reflect.deleteProperty(globalThis, 'location')
  })

  it('is turned off only when asked: the registration then answers at once with nothing', async () => {
    const register = async () => 'attestation'
    const client = { core: { verify: { register: register as unknown } } }
    skipVerify(client)
    expect(client.core.verify.register).not.toBe(register)
    expect(await (client.core.verify.register as () => Promise<string>)()).toBe('')
  })

  it.each([
    ['https://app.example', 'https://app.example', false],
    ['https://app.example/shop', 'https://app.example', false],
    ['https://other.example', 'https://app.example', true],
    ['http://app.example', 'https://app.example', true],
    ['not a url', 'https://app.example', true],
  ])('metadata.url %s on a page of %s: warned %s', (url, origin, warned) => {
    expect(foreignMetadataWarning(url, origin) !== undefined).toBe(warned)
  })

  it('no page (a server) is no mismatch', () => {
    expect(foreignMetadataWarning('https://other.example', undefined)).toBeUndefined()
  })

  it("warns once, in development, when the host's metadata.url is another origin", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    Object.assign(globalThis, { location: { origin: 'https://app.example' } })
    createWalletConnect(options('https://app.example'))
    expect(warn).not.toHaveBeenCalled()
    createWalletConnect(options('https://other.example'))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('set metadata.url to https://app.example')
  })
})
