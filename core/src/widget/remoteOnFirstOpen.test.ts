import { describe, expect, it } from 'vitest'
import type { AlertId } from '../errors/alerts'
import { alertsOnce } from './remoteOnFirstOpen'

describe('alertsOnce', () => {
  it('spec §8: each alert shows once, across calls and within one', () => {
    const shown: AlertId[] = []
    const show = alertsOnce((id) => shown.push(id))
    show(['sessionExpired', 'sessionExpired', 'genericError'])
    show(['sessionExpired', 'invalidAppConfiguration'])
    expect(shown).toEqual(['sessionExpired', 'genericError', 'invalidAppConfiguration'])
  })
})
