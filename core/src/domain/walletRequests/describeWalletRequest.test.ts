import { Result } from 'effect'
import {
  encodeFunctionData,
  erc20Abi,
  getAddress,
  maxUint160,
  maxUint256,
  numberToHex,
  parseEther,
  stringToHex,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { permit2Single } from '../../testing/permit2Typed'
import { describeWalletRequest } from './describeWalletRequest'

const me = getAddress('0x1111111111111111111111111111111111111111')
const attacker = getAddress('0xa77ac4e2a77ac4e2a77ac4e2a77ac4e2a77ac4e2')
const token = getAddress('0x2222222222222222222222222222222222222222')

const read = (method: string, params: unknown) => {
  const result = describeWalletRequest(method, params)
  if (Result.isFailure(result)) throw new Error(result.failure.message)
  return result.success
}
const failure = (method: string, params: unknown) => {
  const result = describeWalletRequest(method, params)
  if (Result.isSuccess(result)) throw new Error('expected a failure')
  return result.failure
}

describe('personal_sign', () => {
  it('shows hex-encoded UTF-8 as its text, and a plain string as itself', () => {
    expect(read('personal_sign', [stringToHex('Sign in to Zürich ✓\nline two'), me])).toEqual({
      kind: 'message',
      text: 'Sign in to Zürich ✓\nline two',
      encoding: 'utf8',
    })
    expect(read('personal_sign', ['hello', me])).toMatchObject({ text: 'hello', encoding: 'utf8' })
  })

  it('shows bytes that are not readable text as hex (invalid UTF-8, control characters)', () => {
    expect(read('personal_sign', ['0xff00fe', me])).toEqual({
      kind: 'message',
      text: '0xff00fe',
      encoding: 'hex',
    })
    const hidden = stringToHex('ok\u0000\u001b[2Jhidden')
    expect(read('personal_sign', [hidden, me])).toMatchObject({ text: hidden, encoding: 'hex' })
  })

  it('shows odd-length hex as hex', () => {
    expect(read('personal_sign', ['0x68656c6c6', me])).toMatchObject({ encoding: 'hex' })
  })

  it('fails typed on a message that is not a string', () => {
    expect(failure('personal_sign', [{ text: 'x' }, me])).toMatchObject({
      _tag: 'UnreadableWalletRequestError',
      method: 'personal_sign',
    })
  })
})

describe('eth_sendTransaction', () => {
  it('reads the chain, recipient and value of a plain transfer', () => {
    expect(
      read('eth_sendTransaction', [
        {
          from: me,
          to: attacker.toLowerCase(),
          value: numberToHex(parseEther('1.5')),
          chainId: '0x1',
        },
      ]),
    ).toEqual({ kind: 'transaction', chainId: 1, to: attacker, value: parseEther('1.5') })
  })

  it('decodes ERC-20 transfer, transferFrom and approve, with an unlimited approval called out', () => {
    const call = (data: `0x${string}`) =>
      read('eth_sendTransaction', [{ from: me, to: token, data }])
    expect(
      call(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [attacker, 5n] })),
    ).toMatchObject({
      to: token,
      value: 0n,
      tokenCall: { kind: 'transfer', to: attacker, amount: 5n },
    })
    expect(
      call(
        encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transferFrom',
          args: [me, attacker, 7n],
        }),
      ),
    ).toMatchObject({ tokenCall: { kind: 'transferFrom', from: me, to: attacker, amount: 7n } })
    for (const [amount, unlimited] of [
      [maxUint256, true],
      [maxUint160, true],
      [maxUint160 - 1n, false],
      [1_000_000n, false],
    ] as const) {
      expect(
        call(
          encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [attacker, amount] }),
        ),
      ).toMatchObject({ tokenCall: { kind: 'approve', spender: attacker, amount, unlimited } })
    }
  })

  it('keeps unknown calldata as data, and a transaction without recipient as a contract creation', () => {
    const other = read('eth_sendTransaction', [{ to: token, data: '0xdeadbeef00' }])
    expect(other).toMatchObject({ data: '0xdeadbeef00' })
    expect(other).not.toHaveProperty('tokenCall')
    expect(read('eth_sendTransaction', [{ data: '0x6000' }])).not.toHaveProperty('to')
  })

  it.each([
    ['a recipient that is not an address', { to: '0x1234' }, 'the recipient is not an address'],
    [
      'a value that is not a quantity',
      { to: attacker, value: '1000' },
      'the value is not a hex quantity',
    ],
    ['an empty value', { to: attacker, value: '0x' }, 'the value is not a hex quantity'],
    ['odd-length data', { to: attacker, data: '0x123' }, 'the data is not hex bytes'],
    ['data that is not hex', { to: attacker, data: 'calldata' }, 'the data is not hex bytes'],
    [
      'a chain id that is not one',
      { to: attacker, chainId: 'mainnet' },
      'the chain id is not a chain id',
    ],
    ['chain id 0', { to: attacker, chainId: '0x0' }, 'the chain id is not a chain id'],
    ['a negative chain id', { to: attacker, chainId: -1 }, 'the chain id is not a chain id'],
    ['a fractional chain id', { to: attacker, chainId: 1.5 }, 'the chain id is not a chain id'],
    [
      'a chain id with a leading zero',
      { to: attacker, chainId: '01' },
      'the chain id is not a chain id',
    ],
  ])('fails typed on %s', (_name, transaction, reason) => {
    expect(failure('eth_sendTransaction', [transaction])).toMatchObject({
      _tag: 'UnreadableWalletRequestError',
      method: 'eth_sendTransaction',
      reason,
    })
  })

  it('reads a numeric or decimal chain id, and takes empty data for none', () => {
    expect(read('eth_sendTransaction', [{ to: attacker, chainId: 5 }])).toMatchObject({
      chainId: 5,
    })
    expect(read('eth_sendTransaction', [{ to: attacker, chainId: '10' }])).toMatchObject({
      chainId: 10,
    })
    expect(read('eth_sendTransaction', [{ to: token, data: '0x' }])).toEqual({
      kind: 'transaction',
      to: token,
      value: 0n,
    })
  })

  it('fails typed without a transaction object', () => {
    expect(failure('eth_sendTransaction', [])._tag).toBe('UnreadableWalletRequestError')
  })
})

describe('eth_signTypedData_v4', () => {
  const permitSingle = permit2Single(token, attacker, maxUint160)

  it('reads the domain, message and a Permit2 allowance for all of a token (as JSON text)', () => {
    const details = read('eth_signTypedData_v4', [me, JSON.stringify(permitSingle)])
    expect(details).toMatchObject({
      kind: 'typedData',
      chainId: 1,
      domain: permitSingle.domain,
      primaryType: 'PermitSingle',
      message: permitSingle.message,
      permits: [
        {
          standard: 'Permit2',
          token,
          spender: attacker,
          amount: maxUint160,
          unlimited: true,
          deadline: 1_900_000_000n,
        },
      ],
    })
  })

  it('reads an EIP-2612 permit on the token’s domain, a limited one and DAI’s all-or-nothing', () => {
    const eip2612 = {
      domain: { name: 'USD Coin', version: '2', chainId: '0x1', verifyingContract: token },
      types: { Permit: [{ name: 'spender', type: 'address' }] },
      primaryType: 'Permit',
      message: {
        owner: me,
        spender: attacker,
        value: '2500000',
        nonce: 0,
        deadline: 1_900_000_000,
      },
    }
    expect(read('eth_signTypedData_v4', [me, eip2612])).toMatchObject({
      chainId: 1,
      permits: [
        { standard: 'EIP-2612', token, spender: attacker, amount: 2_500_000n, unlimited: false },
      ],
    })
    const dai = {
      ...eip2612,
      message: { holder: me, spender: attacker, nonce: 0, expiry: 0, allowed: true },
    }
    expect(read('eth_signTypedData_v4', [me, dai])).toMatchObject({
      permits: [{ standard: 'EIP-2612', token, spender: attacker, unlimited: true }],
    })
  })

  it('finds no permit in other typed data', () => {
    const mail = {
      domain: { name: 'Mail' },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    }
    expect(read('eth_signTypedData_v4', [me, mail])).toMatchObject({ permits: [] })
  })

  it.each([
    ['text that is not JSON', '{"domain":', 'the typed data is not JSON'],
    ['null', null, 'the typed data is not an object'],
    ['a number', 7, 'the typed data is not an object'],
    ['no primary type', { types: {}, message: {} }, 'the typed data has no types or primary type'],
    [
      'no types',
      { primaryType: 'A', types: null, message: {} },
      'the typed data has no types or primary type',
    ],
    [
      'a primary type without a type',
      { types: { A: [] }, primaryType: 'B', message: {} },
      'no type B',
    ],
    ['no message', { types: { A: [] }, primaryType: 'A' }, 'the typed data has no message'],
  ])('fails typed on %s', (_name, typedData, reason) => {
    expect(failure('eth_signTypedData_v4', [me, typedData])).toMatchObject({
      _tag: 'UnreadableWalletRequestError',
      reason,
    })
  })

  it('reads typed data without a domain as an empty one, with no chain', () => {
    const details = read('eth_signTypedData_v4', [
      me,
      { types: { A: [] }, primaryType: 'A', message: { a: 1 } },
    ])
    expect(details).toEqual({
      kind: 'typedData',
      domain: {},
      primaryType: 'A',
      message: { a: 1 },
      permits: [],
    })
  })
})

describe('other methods', () => {
  it('reads a network switch, and refuses to describe what it does not know', () => {
    expect(read('wallet_switchEthereumChain', [{ chainId: '0x539' }])).toEqual({
      kind: 'switchChain',
      chainId: 1337,
    })
    expect(failure('wallet_switchEthereumChain', []).reason).toBe('the chain id is not a chain id')
    expect(failure('wallet_switchEthereumChain', [{}]).reason).toBe(
      'the chain id is not a chain id',
    )
    expect(failure('eth_sign', [me, '0x00']).message).toBe(
      'The wallet cannot show this eth_sign request (the wallet does not show this method), so it will not sign it',
    )
  })
})
