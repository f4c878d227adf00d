// spec §7 /v1/convert/*: the swap API of the local stack, backed by the AirlockSwap fixture on
// every chain of the context. Every GET needs `projectId`; so does the POST, in its body.
import type { Route } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'
import { allowanceRoute } from './allowanceRoute'
import { buildApproveRoute } from './buildApproveRoute'
import { buildTransactionRoute } from './buildTransactionRoute'
import { gasPriceRoute } from './gasPriceRoute'
import { quotesRoute } from './quotesRoute'
import { tokensRoute } from './tokensRoute'

export function convertRoutes(context: ApiContext): Route[] {
  return [
    tokensRoute(context),
    quotesRoute(context),
    allowanceRoute(context),
    gasPriceRoute(context),
    buildApproveRoute(context),
    buildTransactionRoute(context),
  ]
}
