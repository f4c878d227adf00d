// Token and NFT pictures the API's answers link to (`iconUrl`, `icon.url`, `preview.url`): a
// small SVG badge with the label, so pages of the offline stack never show a broken image; a token
// the widget kit has a mark for gets that mark (../brandMarks.ts).
import { tokenMarkSvg } from '../brandMarks'
import type { Route } from '../http/jsonServer'

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

function badge(label: string): string {
  const text = escapeXml(label.slice(0, 8))
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    '<circle cx="32" cy="32" r="32" fill="#3b82f6"/>',
    `<text x="32" y="37" font-family="sans-serif" font-size="12" fill="#fff" text-anchor="middle">${text}</text>`,
    '</svg>',
  ].join('')
}

export function iconRoutes(): Route[] {
  return [
    {
      method: 'GET',
      path: '/icons/:file',
      handle: ({ params }) => {
        const label = (params.file ?? '').replace(/\.svg$/, '')
        return { body: tokenMarkSvg(label) ?? badge(label), contentType: 'image/svg+xml' }
      },
    },
  ]
}
