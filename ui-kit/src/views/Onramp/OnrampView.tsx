// spec §3 on-ramp state, §4 quote loading, §9 on-ramp rules: the pure buy view. The provider
// (Coinbase or Meld, fee 1-2%), the payment currency and method with their limits, the amount,
// the quote, and Buy, which opens the provider's page; then 'buying' until the history shows the
// purchase. Everything comes in as props (useOnrampViewModel builds them from useOnramp).
import type {
  ErrorInfo,
  OnrampError,
  OnrampPaymentMethod,
  OnrampProvider,
  OnrampProviderName,
  OnrampQuote,
  OnrampStatus,
  PaymentCurrency,
  PurchaseCurrency,
} from '@airlock/core'
import { isHttpError, methodAllowed } from '@airlock/core/internal'
import { useId } from 'react'
import { useMessages } from '../../i18n/messages'
import { Button } from '../../primitives/Button'
import { useDirectoryImages } from '../../primitives/directoryImages'
import { WalletImage } from '../../primitives/WalletImage'
import { ViewForm } from '../shared/ViewForm'
import {
  currency,
  currencySelect,
  error as errorText,
  field,
  group,
  input,
  label,
  muted,
  row,
  select,
  view,
} from './OnrampView.css'

export interface OnrampViewProps {
  readonly providers: readonly OnrampProvider[]
  readonly provider: OnrampProviderName
  readonly paymentCurrencies: readonly PaymentCurrency[]
  readonly paymentCurrency?: PaymentCurrency
  readonly purchaseCurrency?: PurchaseCurrency
  readonly paymentMethod: OnrampPaymentMethod
  readonly limits: { readonly min: string; readonly max: string }
  readonly amount: string
  readonly status: OnrampStatus
  readonly quote?: OnrampQuote
  readonly error?: ErrorInfo<OnrampError['_tag']>
  readonly onProviderChange: (provider: OnrampProviderName) => void
  readonly onPaymentCurrencyChange: (currency: PaymentCurrency) => void
  readonly onPaymentMethodChange: (method: OnrampPaymentMethod) => void
  readonly onAmountChange: (amount: string) => void
  readonly onBuy: () => void
  readonly onCancel: () => void
}

export function OnrampView(props: OnrampViewProps) {
  const { onramp } = useMessages()
  const images = useDirectoryImages()
  const amountId = useId()
  const busy = props.status === 'opening' || props.status === 'buying'
  const currencyId = props.paymentCurrency?.id ?? 'USD'
  const symbol = props.purchaseCurrency?.symbol ?? ''
  return (
    <ViewForm
      className={view}
      view="Onramp"
      data-state={props.status}
      onSubmit={() => {
        if (!busy) props.onBuy()
      }}
    >
      <fieldset className={group} disabled={busy}>
        <legend className={label}>{onramp.provider}</legend>
        <div className={row}>
          {props.providers.map((provider) => (
            <Button
              key={provider.name}
              tone={provider.name === props.provider ? 'primary' : 'secondary'}
              aria-pressed={provider.name === props.provider}
              onClick={() => props.onProviderChange(provider.name)}
            >
              {provider.label}
            </Button>
          ))}
        </div>
        <span className={muted}>{onramp.fee(props.providers[0]?.feeRange ?? '')}</span>
      </fieldset>
      <div className={field}>
        <label className={label} htmlFor={amountId}>
          {onramp.pay}
        </label>
        <div className={row}>
          <input
            id={amountId}
            className={input}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={props.limits.min}
            value={props.amount}
            disabled={busy}
            aria-invalid={props.error?._tag === 'OnrampAmountOutOfRangeError' || undefined}
            onChange={(event) => props.onAmountChange(event.currentTarget.value)}
          />
          <span className={currency}>
            <WalletImage {...images.currency(currencyId)} name={currencyId} size={24} />
            <select
              className={currencySelect}
              aria-label={onramp.paymentCurrency}
              value={currencyId}
              disabled={busy}
              onChange={(event) => {
                const next = props.paymentCurrencies.find((c) => c.id === event.currentTarget.value)
                if (next) props.onPaymentCurrencyChange(next)
              }}
            >
              {props.paymentCurrencies.map((each) => (
                <option key={each.id} value={each.id}>
                  {each.id}
                </option>
              ))}
            </select>
          </span>
        </div>
        <select
          className={select}
          aria-label={onramp.paymentMethod}
          value={props.paymentMethod}
          disabled={busy}
          onChange={(event) =>
            props.onPaymentMethodChange(event.currentTarget.value as OnrampPaymentMethod)
          }
        >
          <option value="card">{onramp.card}</option>
          {methodAllowed(currencyId, 'ach_bank_account') ? (
            <option value="ach_bank_account">{onramp.bank}</option>
          ) : null}
        </select>
        <span className={muted}>
          {onramp.limits(props.limits.min, props.limits.max, currencyId)}
        </span>
      </div>
      <p className={muted} data-testid="onramp-quote">
        {props.status === 'quoting'
          ? onramp.quoting
          : props.quote
            ? onramp.receiveAmount(props.quote.purchaseAmount, symbol)
            : null}
      </p>
      {props.error ? (
        <p className={errorText} role="alert">
          {/* A failed call's HTTP detail is no text for the visitor; the limits' errors say
              what to change. */}
          {isHttpError(props.error) ? onramp.unavailable : props.error.message}
        </p>
      ) : null}
      {busy ? (
        <div className={field}>
          <p className={muted} role="status">
            {props.status === 'opening' ? onramp.opening : onramp.buying}
          </p>
          <Button tone="secondary" onClick={props.onCancel}>
            {onramp.cancel}
          </Button>
        </div>
      ) : (
        <Button type="submit" disabled={props.amount.trim() === '' || props.error !== undefined}>
          {onramp.buy(symbol)}
        </Button>
      )}
    </ViewForm>
  )
}
