import { describe, expect, it } from 'vitest'
import { colourOf, initialsOf, placeholderSvg } from './placeholderImage'

describe('initialsOf', () => {
  it.each([
    ['Airlock Test Wallet', 'AT'],
    ['MetaMask', 'MM'],
    ['imToken', 'IT'],
    ['Rainbow', 'R'],
    ['1inch Wallet', '1W'],
    ['eip155:1', 'E1'],
    ['USD', 'U'],
    ['ünïcode wallet', 'ÜW'],
    ['::', '?'],
  ])('%s → %s', (text, initials) => {
    expect(initialsOf(text)).toBe(initials)
  })
})

describe('colourOf', () => {
  it('is an hsl colour, the same for the same id', () => {
    expect(colourOf('eip155:1')).toMatch(/^hsl\(\d{1,3}, \d{2}%, \d{2}%\)$/)
    expect(colourOf('eip155:1')).toBe(colourOf('eip155:1'))
  })

  it('spreads ids over the hues', () => {
    const hues = new Set(
      Array.from({ length: 50 }, (_, index) => colourOf(`id-${index}`).split(',')[0]),
    )
    expect(hues.size).toBeGreaterThan(40)
  })
})

describe('placeholderSvg', () => {
  it('is a rounded square in the id’s colour with the initials', () => {
    const svg = placeholderSvg('x', 'AB')
    expect(svg).toContain(`fill="${colourOf('x')}"`)
    expect(svg).toMatch(/<rect [^>]*rx="24"/)
    expect(svg).toMatch(/>AB<\/text><\/svg>$/)
  })
})
