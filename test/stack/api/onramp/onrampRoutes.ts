// spec §7 on-ramp: options, quotes, the URL generator, and the local provider it points at.
import type { Route } from '../../http/jsonServer'
import type { ApiContext } from '../apiContext'
import { meldPageRoutes } from './meldPage'
import { onrampOptionsRoutes } from './onrampOptions'
import type { OnrampOrders } from './onrampOrders'
import { onrampQuoteRoutes } from './onrampQuote'
import { onrampUrlRoutes } from './onrampUrl'
import { providerCompleteRoutes } from './providerComplete'
import { providerPageRoutes } from './providerPage'

export function onrampRoutes(context: ApiContext, orders: OnrampOrders): Route[] {
  return [
    ...onrampOptionsRoutes(context),
    ...onrampQuoteRoutes(context),
    ...onrampUrlRoutes(context, orders),
    ...meldPageRoutes(context, orders),
    ...providerPageRoutes(orders),
    ...providerCompleteRoutes(context, orders),
  ]
}
