import { Result } from 'effect'
import type { SnapshotFrom } from 'xstate'
import { fullNameOf, validateAccountName } from '../../domain/accountName'
import type { namesMachine } from './names.machine'

type Snapshot = SnapshotFrom<typeof namesMachine>

/** Where the name is (spec §2 RegisterAccountName, §4 registration). */
export type NameStatus =
  | 'idle'
  | 'invalid'
  | 'checking'
  | 'checkFailed'
  | 'taken'
  | 'available'
  | 'signing'
  | 'registering'
  | 'registered'

const tagged: readonly Exclude<NameStatus, 'idle'>[] = [
  'invalid',
  'checking',
  'checkFailed',
  'taken',
  'available',
  'signing',
  'registering',
  'registered',
]

export const selectNameStatus = (snapshot: Snapshot): NameStatus =>
  tagged.find((tag) => snapshot.hasTag(tag)) ?? 'idle'

export const selectNameInput = (snapshot: Snapshot) => snapshot.context.name
export const selectNameZone = (snapshot: Snapshot) => snapshot.context.zone
/** The full name the form would register (`alice.<zone>`), once something is typed. */
export const selectFullName = (snapshot: Snapshot) =>
  snapshot.context.name.trim() === '' ? undefined : fullNameOf(snapshot.context)
/** Why the typed name breaks the spec §5 rule (while 'invalid'). */
export const selectNameInvalid = (snapshot: Snapshot) => {
  if (!snapshot.hasTag('invalid')) return undefined
  const result = validateAccountName(snapshot.context.name.trim())
  return Result.isFailure(result) ? result.failure : undefined
}
export const selectNameError = (snapshot: Snapshot) => snapshot.context.error
export const selectRegisteredName = (snapshot: Snapshot) => snapshot.context.registered

/** The free names the API suggests, without the zone and without the one typed. */
export const selectNameSuggestions = (snapshot: Snapshot): readonly string[] => {
  const { suggestions, zone } = snapshot.context
  const typed = selectFullName(snapshot)
  return suggestions
    .filter((each) => !each.registered && each.name.toLowerCase() !== typed)
    .map((each) => each.name.replace(new RegExp(`\\.${zone.replaceAll('.', '\\.')}$`, 'i'), ''))
}
