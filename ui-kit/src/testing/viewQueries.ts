// Queries inside one view of the modal, over the modal harness's own: the view while it shows,
// a button in it whose text matches, an input in it by its label's text.
import { buttonNamed, inputLabelled, shownView } from '../../../test/browser/modalHarness'

export function viewQueries(name: string) {
  const view = () => shownView(name)
  return {
    view,
    button: (pattern: RegExp) => buttonNamed(pattern, view()),
    input: (label: string) => inputLabelled(label, view()),
  }
}
