'use client'
// spec §7 image blobs in the kit: a network's, a token's and a fiat currency's image, resolved
// through the widget's `imageUrl` (its wallet directory, with the SDK params). The kit's root
// inside a WidgetProvider puts that function in context once (it never changes, so no view
// renders again for it); outside one (a view's story) there is no directory, and an image shows
// only where the data names one. Issue 30 (1): a built-in network or token also has its bundled
// mark, which WalletImage shows until the image has loaded and in its place when it fails; the
// initials are the last fallback.
import { type DirectoryImageKind, networkImageUrl } from '@airlock/core'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { type MarkedNetwork, useChainMarks } from '../marks/chainMarks'

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

/** A WalletImage's sources: the image to load, and the bundled mark, if any. */
export interface ImageSources {
  readonly src?: string
  readonly mark?: string
}

type Network = Parameters<typeof networkImageUrl>[0] & MarkedNetwork

export interface DirectoryImages {
  /** spec §3: the network's assets.imageUrl, else the directory's asset image of its imageId. */
  readonly network: (network: Network) => ImageSources
  /** A token's own icon, else the directory's token image. spec §7 names the path
   * /public/getTokenImage/{id}: the id is the token's symbol, which every balance and swap token
   * carries (its CAIP-10 address the native coin lacks), as AppKit asks the directory. */
  readonly token: (token: { readonly symbol: string; readonly icon?: string }) => ImageSources
  /** A fiat currency's image by its code (spec §7 /public/getCurrencyImage/{id}). */
  readonly currency: (code: string) => ImageSources
}

export function useDirectoryImages(): DirectoryImages {
  const imageUrl = useContext(ImageUrlContext)
  const marks = useChainMarks()
  return useMemo(
    () => ({
      network: (network) => ({
        src: imageUrl ? networkImageUrl(network, { imageUrl }) : network.assets.imageUrl,
        mark: marks.network(network),
      }),
      token: ({ symbol, icon }) => ({
        src: icon || (imageUrl && symbol ? imageUrl('token', symbol) : undefined),
        mark: marks.token(symbol),
      }),
      currency: (code) => ({ src: imageUrl && code ? imageUrl('currency', code) : undefined }),
    }),
    [imageUrl, marks],
  )
}
