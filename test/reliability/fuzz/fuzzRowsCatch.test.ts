// Issue 32: a test of the reliability table itself. Each fuzz row, run against a stand-in that
// accepts everything and one that refuses everything (with the right typed error), must fail:
// a row that passed either would print "survived" for a parser that checks nothing.
import { chainNamespaces } from '@airlock/core'
import { Result } from 'effect'
import { describe, expect, it } from 'vitest'
import type { watchInjected } from '../../../adapters/src/evm/discovery'
import type { Connector } from '../../../core/src/domain/types'
import { addressRow } from './addressRows'
import { amountRow, feeRow } from './amountAndFeeRows'
import { caipAddressRow, caipNetworkIdRow } from './caipIdRows'
import { frameMessageRow, validEvents, validRequests } from './frameMessageRows'
import { type FuzzRow, runFuzzRow } from './fuzzRow'
import { originRow } from './originRows'
import { announcementRow, responseBodyRow } from './untrustedInputRows'

/** Few runs: enough for any stand-in to meet a case that tells it apart. */
const CATCH_RUNS = 200

const refused = (_tag: string) => Result.fail({ _tag, message: 'a stand-in refuses everything' })
const noCheck = () => {}

/** The CAIP-2 parts a parser that takes anything would give. */
const networkIdOf = (input: string) => {
  const [namespace, reference] = typeof input === 'string' ? input.split(':') : []
  return { namespace, reference, caipNetworkId: input }
}
/** The CAIP-10 parts a parser that takes anything would give. */
const accountIdOf = (input: string) => {
  const [namespace, reference, address] = typeof input === 'string' ? input.split(':') : []
  const caipNetworkId = `${namespace}:${reference}`
  return { namespace, reference, address, caipNetworkId, caipAddress: input }
}

/** Lists every announcement, whatever it holds. */
const listEvery: typeof watchInjected = (onChange, { target } = {}) => {
  const listed: Connector[] = []
  const onAnnounce = (event: Event) => {
    const { info, provider } = ((event as CustomEvent<unknown>).detail ?? {}) as {
      info?: { rdns?: unknown; name?: unknown }
      provider?: unknown
    }
    listed.push({ id: info?.rdns, name: info?.name, provider } as Connector)
    onChange([...listed])
  }
  target?.addEventListener('eip6963:announceProvider', onAnnounce)
  return () => target?.removeEventListener('eip6963:announceProvider', onAnnounce)
}
const listNone: typeof watchInjected = (onChange) => {
  onChange([])
  return () => {}
}

/** Each row with a stand-in that accepts everything and one that refuses everything. */
const rows: readonly (readonly [string, FuzzRow, FuzzRow])[] = [
  ...chainNamespaces.map(
    (namespace) =>
      [
        `${namespace} addresses`,
        addressRow(namespace, (_, value) => Result.succeed(value)),
        addressRow(namespace, () => refused('InvalidAddressError')),
      ] as const,
  ),
  [
    'messages from the frame',
    frameMessageRow(validEvents, (data) => Result.succeed(data)),
    frameMessageRow(validEvents, () => refused('InvalidFrameMessageError')),
  ],
  [
    'requests to the frame',
    frameMessageRow(validRequests, (data) => Result.succeed(data)),
    frameMessageRow(validRequests, () => refused('InvalidFrameMessageError')),
  ],
  ['EIP-6963 announcements', announcementRow(listEvery), announcementRow(listNone)],
  [
    'directory and API JSON',
    responseBodyRow((_, body) => Result.succeed(body)),
    responseBodyRow(() => refused('SchemaError')),
  ],
  [
    'CAIP-2 network ids',
    caipNetworkIdRow((input) => Result.succeed(networkIdOf(input))),
    caipNetworkIdRow(() => refused('InvalidCaipNetworkIdError')),
  ],
  [
    'CAIP-10 account ids',
    caipAddressRow((input) => Result.succeed(accountIdOf(input))),
    caipAddressRow(() => refused('InvalidCaipAddressError')),
  ],
  [
    'amounts',
    amountRow(() => Result.succeed(0n), noCheck),
    amountRow(() => refused('InvalidAmountError'), noCheck),
  ],
  [
    'fee parameters',
    feeRow(Result.succeed, Result.succeed),
    feeRow(
      () => refused('FeeConflictError'),
      () => refused('BaseFeeScalarError'),
    ),
  ],
  ['origin look-alikes', originRow(() => true), originRow(() => false)],
]

describe('the reliability table catches a parser that checks nothing', () => {
  it.for(rows)(
    '%s: fails against accept-everything and refuse-everything',
    async ([, acceptsAll, refusesAll]) => {
      expect((await runFuzzRow(acceptsAll, CATCH_RUNS)).failure).toBeDefined()
      expect((await runFuzzRow(refusesAll, CATCH_RUNS)).failure).toBeDefined()
    },
  )
})
