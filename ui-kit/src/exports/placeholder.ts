// @airlock/ui-kit/placeholder: what a page paints before the widget has loaded (issue 10,
// docs/decisions/0011). Nothing here may import xstate, effect, viem or Radix: the test beside
// this file walks the imports.
export {
  ConnectButtonPlaceholder,
  type ConnectButtonPlaceholderProps,
} from '../buttons/ConnectButtonPlaceholder'
