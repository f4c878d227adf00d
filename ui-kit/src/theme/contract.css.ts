// STYLE.md rule 9: one global theme contract, every variable named `--airlock-*`, so a host can
// set any of them (themeVariables) and nothing collides with the page's own variables.
import { createGlobalThemeContract } from '@vanilla-extract/css'

export const vars = createGlobalThemeContract(
  {
    color: {
      background: null,
      surface: null,
      surfaceRaised: null,
      foreground: null,
      muted: null,
      border: null,
      accent: null,
      accentForeground: null,
      overlay: null,
      error: null,
      success: null,
      focus: null,
    },
    font: { family: null, sizeSmall: null, sizeBody: null, sizeTitle: null, weightBold: null },
    radius: { small: null, medium: null, large: null, round: null },
    space: { xs: null, sm: null, md: null, lg: null, xl: null },
    shadow: { modal: null },
    zIndex: { modal: null },
  },
  (_value, path) => `airlock-${path.join('-')}`,
)
