import { useAccount, useIdentity } from '@airlock/react-hooks'

export function ProfileName() {
  const { address } = useAccount()
  const { status, data } = useIdentity()
  if (!address) return null
  // No name (or the lookup failed): the short address, as the Account view shows it.
  const short = `${address.slice(0, 6)}…${address.slice(-4)}`
  const name = status === 'success' ? (data?.name ?? short) : short
  return (
    <span>
      {data?.avatar ? <img src={data.avatar} alt="" width={20} height={20} /> : null}
      {name}
    </span>
  )
}
