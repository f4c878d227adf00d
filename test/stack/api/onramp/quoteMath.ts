// The on-ramp quote, in exact decimal arithmetic: the amount paid is the total, the provider
// keeps a 1.5% fee (spec §9: fee 1–2%), no network fee, and the rest buys the token at its
// prices.ts price. Fiat amounts are strings with two decimals (spec §9 limits 10.00 up).
import { formatUnits, parseUnits } from 'viem'
import type { OnrampQuoteResponse } from '../../../../core/src/services/blockchainApi/responses'
import { HttpError } from '../../http/jsonServer'
import { usdPriceOf } from '../tokens'

export type OnrampQuote = typeof OnrampQuoteResponse.Type

/** 1.5%, in tenths of a percent. */
const FEE_PER_MILLE = 15n
const MIN_CENTS = 10_00n
const MAX_CENTS = 25_000_00n
/** Fiat per US dollar; the price table is in USD. */
const fiatPerUsd: Readonly<Record<string, number>> = { USD: 1, EUR: 0.8 }
/** How many decimals a quote's purchase amount carries. */
const purchaseDecimals: Readonly<Record<string, number>> = { ETH: 8, USDC: 6, USDT: 6, SOL: 9 }

export function fiatCents(amount: string): bigint {
  if (!/^\d+(\.\d{1,2})?$/.test(amount)) throw new HttpError(400, `invalid amount: ${amount}`)
  return parseUnits(amount, 2)
}

function formatCents(cents: bigint): string {
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`
}

export interface QuoteInput {
  readonly purchaseCurrency: string
  readonly paymentCurrency: string
  /** The fiat paid in total, e.g. '100' or '100.00'. */
  readonly amount: string
}

export function quoteOnramp({
  purchaseCurrency,
  paymentCurrency,
  amount,
}: QuoteInput): OnrampQuote {
  const symbol = purchaseCurrency.toUpperCase()
  const fiat = paymentCurrency.toUpperCase()
  const fxRate = fiatPerUsd[fiat]
  if (fxRate === undefined) throw new HttpError(400, `unsupported payment currency: ${fiat}`)
  const usdPrice = usdPriceOf(symbol)
  if (usdPrice === undefined) throw new HttpError(400, `no price for ${symbol}`)
  const total = fiatCents(amount)
  if (total < MIN_CENTS || total > MAX_CENTS) {
    throw new HttpError(400, `amount must be between 10.00 and 25000.00 ${fiat}`)
  }
  const fee = (total * FEE_PER_MILLE + 500n) / 1000n // rounded half up to the cent
  const subtotal = total - fee
  const decimals = purchaseDecimals[symbol] ?? 18
  const priceMicros = BigInt(Math.round(usdPrice * fxRate * 1e6))
  const units = (subtotal * 10n ** BigInt(decimals) * 1_000_000n) / (priceMicros * 100n)
  const money = (cents: bigint) => ({ amount: formatCents(cents), currency: fiat })
  return {
    paymentTotal: money(total),
    paymentSubtotal: money(subtotal),
    purchaseAmount: { amount: formatUnits(units, decimals), currency: symbol },
    coinbaseFee: money(fee),
    networkFee: money(0n),
    quoteId: crypto.randomUUID(),
  }
}
