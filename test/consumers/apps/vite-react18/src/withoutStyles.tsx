// The host that forgot `import '@airlock/ui-kit/styles.css'` (without-styles.html): the kit must
// still work, unstyled, and say so once in development.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
