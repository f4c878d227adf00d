'use client'
// spec §7 image blobs in the kit: a network's, a token's and a fiat currency's image, resolved
// through the widget's `imageUrl` (its wallet directory, with the SDK params). The kit's root
// inside a WidgetProvider puts that function in context once (it never changes, so no view
// renders again for it); outside one (a view's story) there is no directory, and an image shows
// only where the data names one. WalletImage shows the initials when an image fails.
import { type DirectoryImageKind, networkImageUrl } from '@airlock/core'
import { createContext, type ReactNode, useContext, useMemo } from 'react'

type ImageUrl = (kind: DirectoryImageKind, id: string) => string

const ImageUrlContext = createContext<ImageUrl | undefined>(undefined)

export function DirectoryImagesProvider({
  imageUrl,
  children,
}: {
  readonly imageUrl: ImageUrl
  readonly children?: ReactNode
}) {
  return <ImageUrlContext.Provider value={imageUrl}>{children}</ImageUrlContext.Provider>
}

export interface DirectoryImages {
  /** spec §3: the network's assets.imageUrl, else the directory's asset image of its imageId. */
  readonly network: (network: Parameters<typeof networkImageUrl>[0]) => string | undefined
  /** A token's own icon, else the directory's token image. spec §7 names the path
   * /public/getTokenImage/{id}: the id is the token's symbol, which every balance and swap token
   * carries (its CAIP-10 address the native coin lacks), as AppKit asks the directory. */
  readonly token: (token: { readonly symbol: string; readonly icon?: string }) => string | undefined
  /** A fiat currency's image by its code (spec §7 /public/getCurrencyImage/{id}). */
  readonly currency: (code: string) => string | undefined
}

export function useDirectoryImages(): DirectoryImages {
  const imageUrl = useContext(ImageUrlContext)
  return useMemo(
    () => ({
      network: (network) =>
        imageUrl ? networkImageUrl(network, { imageUrl }) : network.assets.imageUrl,
      token: ({ symbol, icon }) =>
        icon || (imageUrl && symbol ? imageUrl('token', symbol) : undefined),
      currency: (code) => (imageUrl && code ? imageUrl('currency', code) : undefined),
    }),
    [imageUrl],
  )
}
