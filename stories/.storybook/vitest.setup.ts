// Story tests get the same annotations as Storybook: the preview's decorators and axe.
import * as a11yAnnotations from '@storybook/addon-a11y/preview'
import { setProjectAnnotations } from '@storybook/react-vite'
import * as projectAnnotations from './preview'

setProjectAnnotations([a11yAnnotations, projectAnnotations])
