// spec §9 on-ramp rules, as pure functions of the options: the providers (Coinbase and Meld, fee
// 1-2%), the default currencies (USD; USDC on Ethereum and Polygon; Meld buys SOL on Solana),
// the payment method's limits (card 10.00-7500.00, bank 10.00-25000.00 in USD and EUR) and the
// Coinbase pay network of a chain (fallback ethereum).
import {
  COINBASE_PAY_CHAINS,
  COINBASE_PAY_FALLBACK_CHAIN,
  ONRAMP_BANK_CURRENCIES,
  ONRAMP_BANK_LIMITS,
  ONRAMP_CARD_LIMITS,
  ONRAMP_DEFAULT_CURRENCY,
  ONRAMP_DEFAULT_TOKEN,
  ONRAMP_DEFAULT_TOKEN_CHAIN_IDS,
  ONRAMP_FEE_RANGE,
} from '../../constants'
import type { ChainNamespace } from '../../domain/namespaces'
import type {
  OnrampProvider,
  OnrampProviderName,
  PaymentCurrency,
  PurchaseCurrency,
} from '../../domain/types'
import { InvalidAmountError } from '../../errors/validation'
import { OnrampAmountOutOfRangeError } from './onrampErrors'

export type OnrampPaymentMethod = 'card' | 'ach_bank_account'

export interface OnrampOptions {
  readonly purchaseCurrencies: readonly PurchaseCurrency[]
  readonly paymentCurrencies: readonly PaymentCurrency[]
}

/** spec §9: the on-ramp namespaces. */
export const ONRAMP_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** Meld's buy page, unless the host's `services.meldUrl` names another. */
export const MELD_URL = 'https://meldcrypto.com'

/** Coinbase's buy page, where the Blockchain API's provider URL leads. */
export const COINBASE_PAY_URL = 'https://pay.coinbase.com'

/**
 * Issue 28: whether a provider page may open in the widget's popup (which first has the dapp's
 * origin): https on Coinbase's site, or on the site of a URL the host configured itself (its
 * Blockchain API serving its own provider page, or Meld's page at `services.meldUrl`; a local
 * stack's are http). Never `javascript:`, `data:` or another site.
 */
export function isProviderPage(url: string, configuredUrls: readonly string[]): boolean {
  const parsed = URL.parse(url)
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return false
  return [COINBASE_PAY_URL, ...configuredUrls].some(
    (site) => URL.parse(site)?.origin === parsed.origin,
  )
}

export const onrampProviders: readonly OnrampProvider[] = [
  {
    name: 'coinbase',
    label: 'Coinbase',
    feeRange: ONRAMP_FEE_RANGE,
    url: COINBASE_PAY_URL,
    supportedChains: ['eip155', 'solana'],
  },
  {
    name: 'meld',
    label: 'Meld',
    feeRange: ONRAMP_FEE_RANGE,
    url: MELD_URL,
    supportedChains: ['eip155', 'solana'],
  },
]

const sol: PurchaseCurrency = {
  id: 'SOL',
  name: 'Solana',
  symbol: 'SOL',
  networks: [{ name: 'solana', display_name: 'Solana', chain_id: '', contract_address: '' }],
}

/**
 * spec §9, decision 0038: Meld buys SOL on Solana. USDC is the default on Ethereum (1) and
 * Polygon (137); on another network, the first currency the options sell on it, then USDC,
 * then the first. `caipNetworkId` is the account's network.
 */
export function defaultPurchaseCurrency(
  options: OnrampOptions | undefined,
  provider: OnrampProviderName,
  account: { readonly namespace: ChainNamespace; readonly caipNetworkId: string } | undefined,
): PurchaseCurrency | undefined {
  if (provider === 'meld' && account?.namespace === 'solana') {
    return options?.purchaseCurrencies.find((currency) => currency.symbol === 'SOL') ?? sol
  }
  const currencies = options?.purchaseCurrencies ?? []
  const usdc = currencies.find((currency) => currency.id === ONRAMP_DEFAULT_TOKEN)
  // The options name a network by its eip155 chain id (as coinbaseNetwork reads it).
  const chainId = account?.namespace === 'eip155' ? account.caipNetworkId.split(':')[1] : undefined
  if (chainId === undefined || ONRAMP_DEFAULT_TOKEN_CHAIN_IDS.includes(Number(chainId))) {
    return usdc ?? currencies[0]
  }
  const soldHere = currencies.find((currency) =>
    currency.networks.some((network) => network.chain_id === chainId),
  )
  return soldHere ?? usdc ?? currencies[0]
}

/** spec §9: USD by default. */
export const defaultPaymentCurrency = (options: OnrampOptions | undefined) =>
  options?.paymentCurrencies.find((currency) => currency.id === ONRAMP_DEFAULT_CURRENCY) ??
  options?.paymentCurrencies[0]

/** The payment method's range in the currency: the options' own, else the spec §9 limits. */
export function limitsOf(currency: PaymentCurrency | undefined, method: OnrampPaymentMethod) {
  const own = currency?.payment_method_limits.find((limit) => limit.id === method)
  if (own) return { min: own.min, max: own.max }
  return method === 'card' ? ONRAMP_CARD_LIMITS : ONRAMP_BANK_LIMITS
}

/** Whether the method is offered in the currency (spec §9: bank transfers in USD and EUR). */
export const methodAllowed = (currencyId: string, method: OnrampPaymentMethod) =>
  method === 'card' || ONRAMP_BANK_CURRENCIES.includes(currencyId)

/** The §9 rule the amount breaks, if any; an empty amount breaks none (nothing to quote). */
export function amountError(
  amount: string,
  currency: PaymentCurrency | undefined,
  method: OnrampPaymentMethod,
): InvalidAmountError | OnrampAmountOutOfRangeError | undefined {
  const trimmed = amount.trim()
  if (trimmed === '') return undefined
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(trimmed)) {
    return new InvalidAmountError({ value: trimmed, reason: 'not a decimal number' })
  }
  const currencyId = currency?.id ?? ONRAMP_DEFAULT_CURRENCY
  const { min, max } = methodAllowed(currencyId, method)
    ? limitsOf(currency, method)
    : ONRAMP_CARD_LIMITS
  const value = Number(trimmed)
  return value < Number(min) || value > Number(max)
    ? new OnrampAmountOutOfRangeError({ min, max, currency: currencyId })
    : undefined
}

/**
 * Meld's name for what is bought (its page's destinationCurrencyCode): the symbol on Ethereum and
 * for Solana's own SOL, else the symbol and the network (USDC_POLYGON, USDC_SOLANA).
 */
export function meldCurrencyCode(symbol: string, network: string): string {
  if (network === COINBASE_PAY_FALLBACK_CHAIN || (network === 'solana' && symbol === 'SOL')) {
    return symbol
  }
  return `${symbol}_${network.toUpperCase()}`
}

/** spec §9: the Coinbase pay network of a chain, ethereum when Coinbase does not pay there. */
export function coinbaseNetwork(
  currency: PurchaseCurrency | undefined,
  caipNetworkId: string | undefined,
): string {
  if (caipNetworkId?.startsWith('solana:')) return 'solana'
  const chainId = caipNetworkId?.split(':')[1]
  const name = currency?.networks.find((network) => network.chain_id === chainId)?.name
  return name && COINBASE_PAY_CHAINS.includes(name) ? name : COINBASE_PAY_FALLBACK_CHAIN
}
