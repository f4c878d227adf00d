import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// A plain Vite + React app: no vanilla-extract plugin, nothing Airlock- or wagmi-specific.
export default defineConfig({ plugins: [react()] })
