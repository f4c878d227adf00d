// placeholder until the surface split lands
export * from './index'
