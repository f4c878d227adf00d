// spec §8 alerts of the project's configuration calls (decision 0040): which alert each way of
// failing shows. The calls themselves against the local directory: widgetServices.browser.test.ts.
import { describe, expect, it } from 'vitest'
import * as http from '../errors/http'
import { alertOfFailure } from './remoteInit'

const call = { method: 'GET', url: 'https://directory.test/appkit/v1/config' }
const status = (code: number) => new http.HttpStatusError({ ...call, status: code })

describe('alertOfFailure', () => {
  it.each<[string, http.HttpError, string]>([
    ['401', status(401), 'invalidAppConfiguration'],
    ['403', status(403), 'invalidAppConfiguration'],
    ['500', status(500), 'somethingWentWrong'],
    ['503', status(503), 'somethingWentWrong'],
    [
      'an unexpected body',
      new http.HttpDecodeError({ ...call, issue: 'not JSON' }),
      'somethingWentWrong',
    ],
    [
      'no answer in time',
      new http.HttpTimeoutError({ ...call, timeoutMs: 10_000 }),
      'requestAborted',
    ],
    ['404', status(404), 'genericError'],
    ['429', status(429), 'genericError'],
    [
      'no server reached',
      new http.HttpNetworkError({ ...call, cause: new TypeError('offline') }),
      'genericError',
    ],
  ])('%s is %s', (_, error, alert) => {
    expect(alertOfFailure(error)).toBe(alert)
  })
})
