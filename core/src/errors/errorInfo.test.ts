import { describe, expect, it } from 'vitest'
import type { NamesError } from '../flows/names/nameErrors'
import { type ErrorInfo, fieldOf, flowErrorOf, tagOf, UnexpectedError } from './errorInfo'
import { HttpStatusError } from './http'
import { NameRegisterError, NameResolveError } from './sdk'
import { UserRejectedError } from './walletRpc'

describe('UnexpectedError (issue 26: a failure no flow expects)', () => {
  it("takes an Error's message, keeping the error as cause", () => {
    const cause = new TypeError('x is undefined')
    expect(new UnexpectedError({ cause })).toMatchObject({
      _tag: 'UnexpectedError',
      message: 'x is undefined',
      cause,
    })
  })

  it("gives anything without a message the spec's 'Something went wrong'", () => {
    for (const cause of [undefined, null, 42, '', { _tag: 7 }, { _tag: 'X' }]) {
      expect(new UnexpectedError({ cause })).toMatchObject({
        message: 'Something went wrong',
        cause,
      })
    }
  })

  it('keeps a thrown string as the message', () => {
    expect(new UnexpectedError({ cause: 'relay closed' }).message).toBe('relay closed')
  })
})

interface Shaped {
  readonly _tag: 'ShapedError'
  readonly message: string
}
const isShaped = (error: unknown): error is Shaped =>
  tagOf(error) === 'ShapedError' && typeof fieldOf(error, 'message') === 'string'

type DemoError = NameRegisterError | UserRejectedError | Shaped | UnexpectedError
const demoErrorOf = flowErrorOf<DemoError>({
  NameRegisterError,
  UserRejectedError,
  ShapedError: { is: isShaped },
})

describe('flowErrorOf (issue 26: a flow keeps its own union)', () => {
  it("keeps an error of one of the flow's classes as it is", () => {
    const error = new NameRegisterError({ accountName: 'alice.reown.id' })
    expect(demoErrorOf(error)).toBe(error)
    const rejected = new UserRejectedError({})
    expect(demoErrorOf(rejected)).toBe(rejected)
  })

  it('keeps an error known by its shape', () => {
    const shaped = { _tag: 'ShapedError', message: 'bad frame message' }
    expect(demoErrorOf(shaped)).toBe(shaped)
  })

  it('wraps a tagged error the flow does not expect, a look-alike and a defect, keeping the cause', () => {
    for (const thrown of [
      new HttpStatusError({ method: 'GET', url: '/x', status: 500 }),
      new NameResolveError(),
      { _tag: 'NameRegisterError', message: 'a look-alike, not the class' },
      new TypeError('x is undefined'),
      undefined,
    ]) {
      const error = demoErrorOf(thrown)
      expect(error).toBeInstanceOf(UnexpectedError)
      expect(error._tag === 'UnexpectedError' && error.cause).toBe(thrown)
    }
  })

  it('keeps an UnexpectedError as it is (not wrapped twice)', () => {
    const unexpected = new UnexpectedError({ cause: 'relay closed' })
    expect(demoErrorOf(unexpected)).toBe(unexpected)
  })

  it('types the known classes against the union, one per tag', () => {
    // @ts-expect-error: UserRejectedError and ShapedError are missing
    flowErrorOf<DemoError>({ NameRegisterError })
    flowErrorOf<DemoError>({
      NameRegisterError,
      UserRejectedError,
      ShapedError: { is: isShaped },
      // @ts-expect-error: not a member of the union
      NameResolveError,
    })
    flowErrorOf<DemoError>({
      // @ts-expect-error: the class under NameRegisterError is another error's
      NameRegisterError: NameResolveError,
      UserRejectedError,
      ShapedError: { is: isShaped },
    })
  })
})

describe("ErrorInfo<Tag>: a view's error, its tags the flow's", () => {
  it('lets a comparison with a tag of the union through, and fails a misspelt one', () => {
    const shown: ErrorInfo<NamesError['_tag']> = { _tag: 'NameRegisterError', message: 'x' }
    expect(shown._tag === 'UserRejectedError').toBe(false)
    // @ts-expect-error: no such tag in NamesError
    expect(shown._tag === 'UserRejectedErorr').toBe(false)
  })
})
