// Issue 24, a host without React: @airlock/core and @airlock/adapters (its /evm entry) in a
// plain Vite page, installed from the packed tarballs. No Solana or WalletConnect package is
// installed, and in Node the Solana entry says which peer it misses with a typed error.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { formatEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { chainBalance } from '../src/chainBalance'
import { testAccount } from './harness/consumerBrowser'
import { servedForSuite } from './harness/servedConsumer'
import { typeCheckTests } from './harness/typeCheck'
import { hostEnv } from './harness/viteCli'

const run = promisify(execFile)
const poll = { timeout: 15_000 }

describe('headless: @airlock/core + @airlock/adapters/evm from the tarballs, no React', () => {
  const started = servedForSuite({
    name: 'headless',
    airlock: ['core', 'adapters'],
    // The Solana check runs the adapter's Effect (check-peer.mjs).
    dependencies: { effect: '4.1.0' },
    devDependencies: { typescript: '5.9.3', vite: '8.3.8' },
  })

  it('installs no Solana or WalletConnect package', () => {
    const { dir } = started()
    for (const scope of ['@solana', '@walletconnect']) {
      expect(existsSync(join(dir, 'node_modules', scope)), `node_modules/${scope}`).toBe(false)
    }
  })

  it('in Node, the Solana adapter reading a balance fails with MissingPeerDependencyError naming @solana/web3.js', async () => {
    const { stdout } = await run(process.execPath, ['check-peer.mjs'], {
      cwd: started().dir,
      env: hostEnv(),
    })
    const result = JSON.parse(stdout) as Record<string, string | undefined>
    expect(result, stdout).toMatchObject({
      step: 'getBalance',
      _tag: 'MissingPeerDependencyError',
      packageName: '@solana/web3.js',
    })
    expect(result.message).toContain('@solana/web3.js')
  })

  it('production build: lists the test wallet, connects, shows the address and the balance, disconnects', async () => {
    const { browser, url } = started()
    const { context, page, log } = await browser.open(url)
    try {
      const text = (id: string) => page.locator(`#${id}`).textContent()
      await page.getByRole('button', { name: 'Airlock Test Wallet' }).click()
      await expect.poll(() => text('status'), poll).toBe('connected')
      expect((await text('address'))?.toLowerCase()).toBe(testAccount.toLowerCase())
      const onChain = await chainBalance(browser.stack.chains.mainnet.rpcUrl, testAccount)
      await expect
        .poll(() => page.locator('#balances [data-token="native"]').textContent(), poll)
        .toBe(`${formatEther(onChain)} ETH`)

      await page.getByRole('button', { name: 'Disconnect' }).click()
      await expect.poll(() => text('status'), poll).toBe('disconnected')
      expect(await text('address')).toBe('')
      expect(log.pageErrors).toEqual([])
      expect(log.consoleErrors).toEqual([])
    } finally {
      await context.close()
    }
  })

  typeCheckTests(() => started().dir)
})
