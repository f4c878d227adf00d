// The same page rendered on every request (as a page that reads cookies or headers is), where
// `/` is prerendered once at build time.
export const dynamic = 'force-dynamic'
export { default } from '../page'
