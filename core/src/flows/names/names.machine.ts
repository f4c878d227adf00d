// Account names (spec §2 RegisterAccountName, §4 "Name registration: sign message, then
// register; failure returns to register view", §5 name rule, §7 profile calls, §8 errors).
// The name is validated as typed; a valid one is looked up after the §9 500 ms debounce (taken
// or available, with suggestions in the zone); an available one is registered: the wallet signs
// `{ name, attributes, timestamp }`, then the API registers it. Any failure keeps the form.
import { Result } from 'effect'
import { assertEvent, assign, emit, not, setup, stateIn } from 'xstate'
import { DEBOUNCE_MS, NAME_ZONE_DEFAULT } from '../../constants'
import { fullNameOf, validateAccountName } from '../../domain/accountName'
import { errorOfEvent } from '../../errors/errorInfo'
import type { NameRegistration } from '../../services/blockchainApi/nameCalls'
import { notProvided } from '../effectActors'
import { type NamesError, namesErrorOf } from './nameErrors'

/** A suggestion of the API (spec §7): a full name in the zone, and whether it is taken. */
export interface NameCandidate {
  readonly name: string
  readonly registered: boolean
}

export interface NameCheck {
  readonly available: boolean
  readonly suggestions: readonly NameCandidate[]
}

export interface NamesContext {
  /** spec §9: the fixed zone every registered name ends with. */
  readonly zone: string
  /** As typed: the name without the zone. */
  readonly name: string
  readonly suggestions: readonly NameCandidate[]
  /** The last lookup or registration failure (spec §8). */
  readonly error?: NamesError
  readonly registration?: NameRegistration
  /** The full name the last registration registered. */
  readonly registered?: string
}

export type NamesEvent =
  | { readonly type: 'user.setName'; readonly name: string }
  /** `account`: the CAIP-10 account that registers (and signs). */
  | { readonly type: 'user.register'; readonly account: string }
  | { readonly type: 'user.reset' }
  | { readonly type: 'app.reset' }

export type NamesEmitted =
  | { readonly type: 'names.registered'; readonly name: string; readonly address: string }
  /** spec §2: the wallet refused to sign; the widget returns to RegisterAccountName. */
  | { readonly type: 'names.cancelled'; readonly error: NamesError }
  | { readonly type: 'names.failed'; readonly name: string; readonly error: NamesError }

const cleared = {
  name: '',
  suggestions: [],
  error: undefined,
  registration: undefined,
  registered: undefined,
} satisfies Partial<NamesContext>

/** The name as registered: lower case, in the zone. */
/** spec §4 "failure returns to register view": the form stays, the failure is kept. */
const failed = {
  target: '#names.available',
  actions: ['assignFailure', 'reportFailure'],
} as const

export const namesMachine = setup({
  types: {
    context: {} as NamesContext,
    events: {} as NamesEvent,
    emitted: {} as NamesEmitted,
    input: {} as { readonly zone?: string },
  },
  actors: {
    /** spec §7 …/suggestions/{name} (each marked registered), and GET /v1/profile/account/{name}
     * for a name they leave out (404: available). */
    checkName: notProvided<NameCheck, { readonly name: string; readonly label: string }>(
      'checkName',
    ),
    /** The wallet signs `{ name, attributes, timestamp }` (spec §7). */
    signRegistration: notProvided<
      NameRegistration,
      { readonly account: string; readonly name: string }
    >('signRegistration'),
    /** spec §7 POST /v1/profile/account; spec §8: `success: false` fails with NameRegisterError. */
    submitRegistration: notProvided<
      boolean,
      { readonly name: string; readonly registration: NameRegistration }
    >('submitRegistration'),
  },
  delays: { debounce: DEBOUNCE_MS },
  guards: {
    editable: not(stateIn('#names.busy')),
    empty: ({ event }) => event.type === 'user.setName' && event.name.trim() === '',
    // spec §5, checked as typed.
    invalid: ({ event }) =>
      event.type === 'user.setName' && Result.isFailure(validateAccountName(event.name.trim())),
    // The check's answer, given as params where onDone types it.
    available: (_, check: NameCheck) => check.available,
  },
  actions: {
    assignName: assign(({ event }) =>
      event.type === 'user.setName' ? { ...cleared, name: event.name } : {},
    ),
    assignSuggestions: assign((_, check: NameCheck) => ({ suggestions: check.suggestions })),
    assignFailure: assign({
      error: ({ event }) => namesErrorOf(errorOfEvent(event)),
    }),
    // spec §2: a wallet cancel is its own report (the modal returns to RegisterAccountName).
    reportFailure: emit(({ context }) => {
      const error = context.error ?? namesErrorOf(undefined)
      return error._tag === 'UserRejectedError'
        ? { type: 'names.cancelled' as const, error }
        : { type: 'names.failed' as const, name: fullNameOf(context), error }
    }),
  },
}).createMachine({
  id: 'names',
  context: ({ input }) => ({ ...cleared, zone: input.zone ?? NAME_ZONE_DEFAULT }),
  initial: 'idle',
  on: {
    'user.setName': [
      // The form holds still while the wallet or the API works on it.
      { guard: not('editable') },
      { guard: 'empty', target: '.idle', actions: 'assignName' },
      { guard: 'invalid', target: '.invalid', actions: 'assignName' },
      { target: '.debouncing', actions: 'assignName' },
    ],
    'user.reset': { guard: 'editable', target: '.idle', actions: assign(cleared) },
    'app.reset': { target: '.idle', actions: assign(cleared) },
  },
  states: {
    idle: {},
    invalid: { tags: ['invalid'] },
    debouncing: { tags: ['checking'], after: { debounce: 'checking' } },
    checking: {
      tags: ['checking'],
      invoke: {
        src: 'checkName',
        input: ({ context }) => ({ name: fullNameOf(context), label: context.name.trim() }),
        onDone: [
          {
            guard: { type: 'available', params: ({ event }) => event.output },
            target: 'available',
            actions: { type: 'assignSuggestions', params: ({ event }) => event.output },
          },
          {
            target: 'taken',
            actions: { type: 'assignSuggestions', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'checkFailed', actions: 'assignFailure' },
      },
    },
    checkFailed: { tags: ['checkFailed'] },
    taken: { tags: ['taken'] },
    available: {
      tags: ['available'],
      on: { 'user.register': { target: 'busy', actions: assign({ error: undefined }) } },
    },
    busy: {
      initial: 'signing',
      states: {
        signing: {
          tags: ['signing'],
          invoke: {
            src: 'signRegistration',
            // Entered on a user.register alone.
            input: ({ context, event }) => {
              assertEvent(event, 'user.register')
              return { account: event.account, name: fullNameOf(context) }
            },
            onDone: {
              target: 'registering',
              actions: assign({ registration: ({ event }) => event.output }),
            },
            onError: failed,
          },
        },
        registering: {
          tags: ['registering'],
          invoke: {
            src: 'submitRegistration',
            input: ({ context }) => ({
              name: fullNameOf(context),
              registration: context.registration as NameRegistration,
            }),
            onDone: {
              target: '#names.registered',
              actions: [
                emit(({ context }) => ({
                  type: 'names.registered' as const,
                  name: fullNameOf(context),
                  address: context.registration?.address ?? '',
                })),
                assign({ registered: ({ context }) => fullNameOf(context) }),
              ],
            },
            onError: failed,
          },
        },
      },
    },
    registered: { tags: ['registered'] },
  },
})
