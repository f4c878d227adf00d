import { style } from '@vanilla-extract/css'

export const sentinel = style({ height: '1px', alignSelf: 'stretch' })
