// The peers' build (issue 27): copied beside each peer's page in its install folder and run with
// that folder's own Vite, as a host builds its app. `global` is for the wallet SDKs that expect
// Node's name for the global object.
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
})
