import { packageBuild } from '../tsdown.base'

export default packageBuild({
  dir: import.meta.dirname,
  entries: ['index'],
  client: true,
  // Decision 0037 (session 24): one file per hook, so the hooks only the kit's lazy views use
  // load with them; the provider and the hooks the kit's always-rendered parts use (its account
  // button and modal frame) in one file, so a host's bundler cannot scatter them.
  unbundle: true,
  groups: [
    {
      name: 'firstPaint',
      roots: [
        'WidgetProvider.tsx',
        'internal/widgetContext.ts',
        'hooks/useAccount.ts',
        'hooks/useIdentity.ts',
        'hooks/useModal.ts',
        'hooks/useNetwork.ts',
        'hooks/useTheme.ts',
        'hooks/useToasts.ts',
        'hooks/useWalletInfo.ts',
        'hooks/useWidgetReadiness.ts',
      ],
    },
  ],
})
