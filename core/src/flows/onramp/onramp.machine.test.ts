// The on-ramp machine with its side effects swapped in (STYLE.md rule 12): a simulated clock for
// the 500 ms debounce, the §8 sample options, and scripted quote, URL and purchase watcher.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { DEBOUNCE_MS } from '../../constants'
import { HttpStatusError } from '../../errors/http'
import { sampleOnrampOptions } from '../../services/blockchainApi/onrampSamples'
import {
  type OnrampAccount,
  type OnrampEmitted,
  type OnrampQuote,
  type OnrampQuoteInput,
  type OnrampUrlInput,
  type OnrampWatchInput,
  onrampMachine,
} from './onramp.machine'
import {
  selectOnrampError,
  selectOnrampForm,
  selectOnrampQuote,
  selectOnrampStatus,
  selectOnrampUrl,
  selectQuotesLoading,
} from './onramp.selectors'

const account: OnrampAccount = {
  namespace: 'eip155',
  caipNetworkId: 'eip155:137',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
}

function start(options: { quoteFails?: boolean } = {}) {
  const clock = new SimulatedClock()
  const quotes: OnrampQuoteInput[] = []
  const urls: OnrampUrlInput[] = []
  const watches: OnrampWatchInput[] = []
  const pending: { resolveQuote?: () => void; purchase?: (id: string) => void } = {}
  const actor = createActor(
    onrampMachine.provide({
      actors: {
        loadOptions: fromPromise(async () => sampleOnrampOptions),
        quote: fromPromise<OnrampQuote, OnrampQuoteInput>(({ input }) => {
          quotes.push(input)
          return new Promise((resolve, reject) => {
            pending.resolveQuote = () =>
              options.quoteFails
                ? reject(
                    new HttpStatusError({ method: 'POST', url: '/v1/onramp/quote', status: 500 }),
                  )
                : resolve({
                    purchaseAmount: '99.5',
                    paymentTotal: input.amount,
                    fees: '0.5',
                    quoteId: 'q1',
                  })
          })
        }),
        providerUrl: fromPromise<string, OnrampUrlInput>(async ({ input }) => {
          urls.push(input)
          return 'https://pay.example/buy?x=1'
        }),
        watchPurchase: fromPromise<string, OnrampWatchInput>(({ input }) => {
          watches.push(input)
          return new Promise((resolve) => (pending.purchase = resolve))
        }),
      },
    }),
    { clock },
  )
  const emitted: OnrampEmitted[] = []
  actor.on('*', (event) => emitted.push(event as OnrampEmitted))
  actor.start()
  return { actor, clock, quotes, urls, watches, pending, emitted }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function ready(options?: { quoteFails?: boolean }) {
  const harness = start(options)
  harness.actor.send({ type: 'user.load' })
  await settle()
  harness.actor.send({ type: 'app.account', account })
  return harness
}

/** 100 typed into the amount, the debounce over and the quote answered. */
async function quoteHundred({ actor, clock, pending }: ReturnType<typeof start>) {
  actor.send({ type: 'user.setAmount', amount: '100' })
  clock.increment(DEBOUNCE_MS)
  pending.resolveQuote?.()
  await settle()
}

describe('onrampMachine', () => {
  it('defaults to USD and USDC once the options are in', async () => {
    const { actor } = await ready()
    const form = selectOnrampForm(actor.getSnapshot())
    expect(form.paymentCurrency?.id).toBe('USD')
    expect(form.purchaseCurrency?.id).toBe('USDC')
    expect(form.provider).toBe('coinbase')
  })

  it('Meld buys SOL on Solana', async () => {
    const { actor } = await ready()
    actor.send({
      type: 'app.account',
      account: { namespace: 'solana', caipNetworkId: 'solana:mainnet', address: 'So1' },
    })
    actor.send({ type: 'user.setProvider', provider: 'meld' })
    expect(selectOnrampForm(actor.getSnapshot()).purchaseCurrency?.symbol).toBe('SOL')
  })

  it('refuses a card amount outside 10.00 to 7500.00 USD without quoting', async () => {
    const { actor, clock, quotes } = await ready()
    actor.send({ type: 'user.setAmount', amount: '7500.01' })
    expect(selectOnrampError(actor.getSnapshot())?.message).toBe(
      'Amount must be between 10.00 and 7500.00 USD',
    )
    clock.increment(DEBOUNCE_MS)
    expect(quotes).toEqual([])
    actor.send({ type: 'user.buy' })
    expect(selectOnrampStatus(actor.getSnapshot())).toBe('editing')
  })

  it('allows a bank amount up to 25000.00 USD', async () => {
    const { actor } = await ready()
    actor.send({ type: 'user.setPaymentMethod', method: 'ach_bank_account' })
    actor.send({ type: 'user.setAmount', amount: '20000' })
    expect(selectOnrampError(actor.getSnapshot())).toBeUndefined()
    actor.send({ type: 'user.setAmount', amount: '9.99' })
    expect(selectOnrampError(actor.getSnapshot())?._tag).toBe('OnrampAmountOutOfRangeError')
  })

  it('spec §9: bank transfers only in USD and EUR; another currency pays by card', async () => {
    const { actor } = await ready()
    const form = () => selectOnrampForm(actor.getSnapshot())
    const gbp = { id: 'GBP', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }
    actor.send({ type: 'user.setPaymentMethod', method: 'ach_bank_account' })
    expect(form().paymentMethod).toBe('ach_bank_account')
    actor.send({ type: 'user.setPaymentCurrency', currency: gbp })
    expect(form().paymentMethod).toBe('card')
    actor.send({ type: 'user.setPaymentMethod', method: 'ach_bank_account' })
    expect(form().paymentMethod).toBe('card')
    actor.send({ type: 'user.setAmount', amount: '20000' })
    expect(selectOnrampError(actor.getSnapshot())?.message).toBe(
      'Amount must be between 10.00 and 7500.00 GBP',
    )
  })

  it('quotes after the debounce with quotesLoading while it runs', async () => {
    const { actor, clock, quotes, pending } = await ready()
    actor.send({ type: 'user.setAmount', amount: '100' })
    clock.increment(DEBOUNCE_MS - 1)
    expect(quotes).toEqual([])
    clock.increment(1)
    expect(quotes).toEqual([
      { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'polygon' },
    ])
    expect(selectQuotesLoading(actor.getSnapshot())).toBe(true)
    pending.resolveQuote?.()
    await settle()
    expect(selectQuotesLoading(actor.getSnapshot())).toBe(false)
    expect(selectOnrampQuote(actor.getSnapshot())?.purchaseAmount).toBe('99.5')
  })

  it('stores a failed quote as the error and gives no quote', async () => {
    const harness = await ready({ quoteFails: true })
    const { actor } = harness
    await quoteHundred(harness)
    expect(selectOnrampQuote(actor.getSnapshot())).toBeUndefined()
    expect(selectOnrampError(actor.getSnapshot())?.message).toBe(
      'POST /v1/onramp/quote answered 500',
    )
    expect(selectQuotesLoading(actor.getSnapshot())).toBe(false)
  })

  it('opens the provider URL and buys until the history shows the purchase', async () => {
    const harness = await ready()
    const { actor, pending, urls, emitted } = harness
    await quoteHundred(harness)
    actor.send({ type: 'user.buy' })
    await settle()
    expect(urls[0]).toMatchObject({
      provider: 'coinbase',
      account,
      network: 'polygon',
      paymentAmount: '100',
      purchaseAmount: '99.5',
    })
    expect(selectOnrampUrl(actor.getSnapshot())).toBe('https://pay.example/buy?x=1')
    expect(selectOnrampStatus(actor.getSnapshot())).toBe('buying')
    expect(emitted).toEqual([])
    pending.purchase?.('tx-1')
    await settle()
    expect(selectOnrampStatus(actor.getSnapshot())).toBe('editing')
    expect(emitted).toEqual([{ type: 'onramp.purchased', transactionId: 'tx-1' }])
    expect(selectOnrampForm(actor.getSnapshot()).amount).toBe('')
  })

  it("issue 25: watches the history for the chosen provider's purchases (Meld's too)", async () => {
    const harness = await ready()
    const { actor, watches } = harness
    actor.send({ type: 'user.setProvider', provider: 'meld' })
    await quoteHundred(harness)
    actor.send({ type: 'user.buy' })
    await settle()
    expect(watches).toEqual([{ account, provider: 'meld' }])
  })

  it('falls back to the ethereum pay network off the Coinbase chains', async () => {
    const { actor, clock, quotes } = await ready()
    actor.send({ type: 'app.account', account: { ...account, caipNetworkId: 'eip155:31337' } })
    actor.send({ type: 'user.setAmount', amount: '50' })
    clock.increment(DEBOUNCE_MS)
    expect(quotes[0]?.network).toBe('ethereum')
  })
})
