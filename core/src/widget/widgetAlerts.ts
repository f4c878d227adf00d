// spec §8 "Alerts (once each)": the widget's one alert bar, shared by the reactions and the
// handle. An alert shows as an error toast with the spec's text and reaches the host as ALERT;
// each shows once in the widget's life, however often its condition comes back.
import { type AlertId, alerts } from '../errors/alerts'
import type { Flows } from '../flows/flows'
import type { Tell } from './hostEvents'

export type ShowAlerts = (ids: readonly AlertId[]) => void

export function alertsOnce(show: (id: AlertId) => void): ShowAlerts {
  const shown = new Set<AlertId>()
  return (ids) => {
    for (const id of ids) {
      if (shown.has(id)) continue
      shown.add(id)
      show(id)
    }
  }
}

export function widgetAlerts(flows: () => Flows, tell: Tell): ShowAlerts {
  return alertsOnce((id) => {
    const message = alerts[id].shortMessage
    flows().toasts.send({ type: 'app.toast', toast: { variant: 'error', message } })
    tell({ type: 'ALERT', alert: id, message })
  })
}
