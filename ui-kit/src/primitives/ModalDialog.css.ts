/** Set on <html> while a modal is open over a page that showed a vertical scrollbar. */
export const scrollbarShown = 'data-airlock-scrollbar'
