import { describe, expect, it } from 'vitest'
import { classifyRpc, parseRpcText, stringifyRpc } from './rpcJson'

describe('id-preserving JSON-RPC text', () => {
  it('round-trips a 19-digit numeric id exactly, where plain JSON.parse would not', () => {
    const text = '{"id":1726481516123456789,"jsonrpc":"2.0","method":"irn_subscribe","params":{}}'
    expect(String(JSON.parse(text).id)).not.toBe('1726481516123456789')
    const parsed = parseRpcText(text) as { id: unknown }
    expect(stringifyRpc({ id: parsed.id, result: true })).toBe(
      '{"id":1726481516123456789,"result":true}',
    )
  })

  it('keeps string ids strings and small numeric ids numbers', () => {
    const big = parseRpcText('{"id":"1726481516123456789","method":"m"}') as { id: unknown }
    const small = parseRpcText('{"id": 42,"method":"m"}') as { id: unknown }
    expect(stringifyRpc({ id: big.id })).toBe('{"id":"1726481516123456789"}')
    expect(small.id).toBe(42)
  })

  it('leaves digits inside other strings alone', () => {
    const parsed = parseRpcText('{"id":1,"params":{"message":"\\"id\\":12345678901234567890"}}')
    expect(parsed).toEqual({ id: 1, params: { message: '"id":12345678901234567890' } })
  })

  it('classifies requests, replies and garbage', () => {
    expect(classifyRpc({ id: 1, method: 'irn_publish', params: { topic: 't' } })).toEqual({
      kind: 'request',
      id: 1,
      method: 'irn_publish',
      params: { topic: 't' },
    })
    expect(classifyRpc({ id: 1, jsonrpc: '2.0', result: true })).toEqual({ kind: 'response' })
    expect(classifyRpc([1, 2])).toEqual({ kind: 'invalid', id: null })
    expect(classifyRpc({ id: 7 })).toEqual({ kind: 'invalid', id: 7 })
  })
})
