// Host stylesheets made of element rules, the stuff of a page's base CSS: what the kit's pixels
// must hold out against (../theme/root.css.ts holds the reset, issue 25). Both at once keep a
// pixel test to one shot per view.

const hostStylesheets = {
  "the issue's": `
    * { box-sizing: content-box; line-height: 3 }
    button { display: inline-flex; font: 20px serif; text-transform: uppercase }
    img { width: 1.25rem }
    dd, span { font-family: monospace }
    div { padding: 7px }
  `,
  // What CSS resets and sites' base rules do (Tailwind 3's preflight is unlayered), deeper
  // selectors, pseudo-elements, SVG and the `hidden` attribute.
  'a base CSS': `
    *, ::before, ::after { border: 0 solid #f00; letter-spacing: 1px }
    ::before { content: '»' }
    body div span { word-spacing: 9px }
    html body div div button { padding: 11px; border-radius: 0 }
    img, svg { display: block; vertical-align: middle; max-width: 50%; height: auto }
    svg { margin: 3px }
    path, rect, circle { stroke: #f00; stroke-width: 3 }
    a { color: #f00; text-decoration: underline }
    h1, h2, h3, h4, p, ul, ol, dl { margin: 1em 0; padding: 0 1em }
    li { list-style: square }
    label { display: block; font-weight: 900 }
    input, textarea, select { border: 3px solid #f00; padding: 6px; font-size: 22px }
    ::placeholder { color: #f00 }
    div, section { display: flex }
  `,
}

/** Adds both host stylesheets to the page; returns what takes them out again. */
export function addHostStylesheets(): () => void {
  const style = document.createElement('style')
  style.textContent = Object.values(hostStylesheets).join('\n')
  document.head.append(style)
  return () => style.remove()
}
