// What the frame's approval page says about a request (issue 28 (1)): the requesting site, the
// chain, and the request decoded (core's describeWalletRequest) — the message text; the
// recipient, value and ERC-20 call; the typed data's domain and message with each permit. An
// allowance for all of a token is a warning row. Token amounts are in the token's units when the
// chain answered its decimals and symbol, else in its smallest units.
import type { Permit, TokenCall, WalletRequestDetails } from '@airlock/core/internal'
import { type Address, formatEther, formatUnits } from 'viem'

export interface ApprovalRow {
  readonly label: string
  readonly value: string
  readonly warning?: boolean
}

export interface TokenFacts {
  readonly symbol: string
  readonly decimals: number
}

export interface ApprovalText {
  readonly title: string
  readonly rows: readonly ApprovalRow[]
}

const amountOf = (amount: bigint, token: TokenFacts | undefined) =>
  token ? `${formatUnits(amount, token.decimals)} ${token.symbol}` : `${amount} (smallest units)`

const unlimitedWarning = (spender: Address): ApprovalRow => ({
  label: 'Warning',
  value: `Unlimited approval: ${spender} can spend all of this token, now and later`,
  warning: true,
})

function tokenCallRows(call: TokenCall, token: TokenFacts | undefined): ApprovalRow[] {
  switch (call.kind) {
    case 'transfer':
      return [
        { label: 'Sends', value: amountOf(call.amount, token) },
        { label: 'To', value: call.to },
      ]
    case 'transferFrom':
      return [
        { label: 'Moves', value: amountOf(call.amount, token) },
        { label: 'From', value: call.from },
        { label: 'To', value: call.to },
      ]
    case 'approve':
      return [
        { label: 'Allows', value: call.spender },
        {
          label: 'To spend',
          value: call.unlimited ? 'Unlimited' : amountOf(call.amount, token),
          warning: call.unlimited,
        },
        ...(call.unlimited ? [unlimitedWarning(call.spender)] : []),
      ]
  }
}

function permitRows(permit: Permit, tokens: ReadonlyMap<string, TokenFacts>): ApprovalRow[] {
  const token = tokens.get(permit.token.toLowerCase())
  return [
    { label: `${permit.standard} permit for`, value: permit.token },
    { label: 'Allows', value: permit.spender },
    {
      label: 'To spend',
      value:
        permit.unlimited || permit.amount === undefined
          ? 'Unlimited'
          : amountOf(permit.amount, token),
      warning: permit.unlimited,
    },
    ...(permit.deadline === undefined
      ? []
      : [{ label: 'Until', value: new Date(Number(permit.deadline) * 1000).toISOString() }]),
    ...(permit.unlimited ? [unlimitedWarning(permit.spender)] : []),
  ]
}

const json = (value: unknown) =>
  JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v), 2)

export function approvalText(
  details: WalletRequestDetails,
  context: {
    readonly site: string
    readonly chainName: string
    readonly tokens: ReadonlyMap<string, TokenFacts>
  },
): ApprovalText {
  const site: ApprovalRow = { label: 'Site', value: context.site }
  const network: ApprovalRow = { label: 'Network', value: context.chainName }
  switch (details.kind) {
    case 'message':
      return {
        title: 'Sign this message?',
        rows: [
          site,
          {
            label: details.encoding === 'hex' ? 'Message (bytes, not text)' : 'Message',
            value: details.text,
          },
        ],
      }
    case 'transaction': {
      const token = details.to ? context.tokens.get(details.to.toLowerCase()) : undefined
      return {
        title: 'Send this transaction?',
        rows: [
          site,
          network,
          details.to
            ? { label: details.tokenCall ? 'Token contract' : 'To', value: details.to }
            : { label: 'To', value: 'A new contract' },
          { label: 'Value', value: `${formatEther(details.value)} ETH` },
          ...(details.tokenCall ? tokenCallRows(details.tokenCall, token) : []),
          ...(details.data && !details.tokenCall ? [{ label: 'Data', value: details.data }] : []),
        ],
      }
    }
    case 'typedData':
      return {
        title: 'Sign this data?',
        rows: [
          site,
          network,
          ...details.permits.flatMap((permit) => permitRows(permit, context.tokens)),
          { label: 'Domain', value: json(details.domain) },
          { label: details.primaryType, value: json(details.message) },
        ],
      }
    case 'switchChain':
      return {
        title: 'Switch network?',
        rows: [site, { label: 'To network', value: context.chainName }],
      }
  }
}

/** The token contracts whose decimals and symbol make the amounts readable. */
export function tokensOf(details: WalletRequestDetails): readonly Address[] {
  if (details.kind === 'transaction' && details.tokenCall && details.to) return [details.to]
  if (details.kind === 'typedData') return details.permits.map((permit) => permit.token)
  return []
}
