// Connect's list of wallets, one button per row (image, name, an optional tag such as
// "Installed"); AllWallets shows the same items as a grid (WalletGrid), and both pick through
// usePickByKey. Presentational: the rows and what choosing one does come in as props.
import { memo, type ReactNode } from 'react'
import { WalletImage } from '../../../primitives/WalletImage'
import { usePickByKey } from './usePickByKey'
import { list, name, row, tag as tagClass } from './WalletRows.css'
import type { WalletRowItem } from './walletChoice'

export interface WalletRowProps {
  readonly label: string
  /** The image slot; a WalletImage of the label when absent. */
  readonly image?: ReactNode
  readonly imageUrl?: string
  readonly tag?: string
  readonly disabled?: boolean
  readonly describedBy?: string
  readonly onClick: () => void
}

/** One row: a button named by its wallet (the tag, when any, is read after the name). */
function walletRowButton({
  label,
  image,
  imageUrl,
  tag,
  disabled,
  describedBy,
  onClick,
}: WalletRowProps) {
  return (
    <button
      type="button"
      className={row}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {image ?? <WalletImage src={imageUrl} name={label} />}
      <span className={name}>{label}</span>
      {tag ? <span className={tagClass}>{tag}</span> : null}
    </button>
  )
}

export const WalletRow = memo(function WalletRow(props: WalletRowProps) {
  return walletRowButton(props)
})

interface WalletItemRowProps {
  readonly itemKey: string
  readonly name: string
  readonly imageUrl?: string
  readonly tag?: string
  readonly disabled?: boolean
  readonly describedBy?: string
  readonly onPick: (key: string) => void
}

/** A listed wallet's row, rendered again only when what it shows changes (issue 27): the list
 * filling in as the directory answers renders the new rows alone. The button is drawn here,
 * not through WalletRow: one component a row. */
const WalletItemRow = memo(function WalletItemRow({
  itemKey,
  name,
  onPick,
  ...row
}: WalletItemRowProps) {
  return walletRowButton({ label: name, ...row, onClick: () => onPick(itemKey) })
})

export interface WalletRowsProps {
  readonly items: readonly WalletRowItem[]
  readonly onSelect: (item: WalletRowItem) => void
  /** The list's accessible name, or the id of the element that names it. */
  readonly label?: string
  readonly labelledBy?: string
  readonly tagOf?: (item: WalletRowItem) => string | undefined
  readonly disabled?: boolean
  /** Why the rows are disabled, when they are. */
  readonly describedBy?: string
  /** Rows after the wallets (each an `<li>`), such as "All Wallets". */
  readonly children?: ReactNode
}

export function WalletRows({
  items,
  onSelect,
  label,
  labelledBy,
  tagOf,
  disabled,
  describedBy,
  children,
}: WalletRowsProps) {
  const onPick = usePickByKey(items, onSelect)
  return (
    <ul className={list} aria-label={label} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.key}>
          <WalletItemRow
            itemKey={item.key}
            name={item.name}
            imageUrl={item.imageUrl}
            tag={tagOf?.(item)}
            disabled={disabled}
            describedBy={describedBy}
            onPick={onPick}
          />
        </li>
      ))}
      {children}
    </ul>
  )
}
