import type { NextConfig } from 'next'

// A plain Next.js app: no transpilePackages, no vanilla-extract plugin, nothing Airlock-specific.
const nextConfig: NextConfig = {}

export default nextConfig
