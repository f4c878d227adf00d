// All Wallets' grid (issue 30): each wallet a button, its logo with its name under it and, when
// it has one, a tag ("Installed"). The button is named by the wallet alone; the tag describes it.
// Presentational: the wallets and what choosing one does come in as props.
import { memo, useId } from 'react'
import { WalletImage } from '../../primitives/WalletImage'
import { usePickByKey } from '../shared/walletRows/usePickByKey'
import type { WalletRowItem } from '../shared/walletRows/walletChoice'
import { grid, name as nameClass, tag as tagClass, tile } from './WalletGrid.css'

export interface WalletGridProps {
  readonly items: readonly WalletRowItem[]
  /** The list's accessible name. */
  readonly label: string
  readonly tagOf: (item: WalletRowItem) => string | undefined
  readonly onSelect: (item: WalletRowItem) => void
}

interface WalletTileProps {
  readonly itemKey: string
  readonly name: string
  readonly imageUrl?: string
  readonly tag?: string
  readonly onPick: (key: string) => void
}

/** One tile, rendered again only when what it shows changes (issue 27): a new page renders its
 * own tiles alone. */
const WalletTile = memo(function WalletTile({
  itemKey,
  name,
  imageUrl,
  tag,
  onPick,
}: WalletTileProps) {
  const tagId = useId()
  return (
    <button
      type="button"
      className={tile}
      aria-describedby={tag ? tagId : undefined}
      onClick={() => onPick(itemKey)}
    >
      <WalletImage src={imageUrl} name={name} size={48} />
      <span className={nameClass}>{name}</span>
      {tag ? (
        <span id={tagId} className={tagClass} aria-hidden="true">
          {tag}
        </span>
      ) : null}
    </button>
  )
})

export function WalletGrid({ items, label, tagOf, onSelect }: WalletGridProps) {
  const onPick = usePickByKey(items, onSelect)
  return (
    <ul className={grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <WalletTile
            itemKey={item.key}
            name={item.name}
            imageUrl={item.imageUrl}
            tag={tagOf(item)}
            onPick={onPick}
          />
        </li>
      ))}
    </ul>
  )
}
