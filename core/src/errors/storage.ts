// Storage problems are reported, never thrown (spec §3 local storage; DESIGN.md Storage).
import { Data } from 'effect'

/** A stored value that is not JSON or not the shape its key holds; the default is used. */
export class CorruptStorageValueError extends Data.TaggedError('CorruptStorageValueError')<{
  readonly key: string
  readonly raw: string
  readonly issue: string
}> {
  override get message() {
    return `Ignored the stored value of ${this.key}, which is not what it should hold (${this.issue}); using the default`
  }
}

/** A write the browser refused (a full quota, private mode); the value lives in memory. */
export class StorageWriteError extends Data.TaggedError('StorageWriteError')<{
  readonly key: string
  readonly cause: unknown
}> {
  override get message() {
    return `Could not save ${this.key} in local storage; it is kept in memory for this page`
  }
}

/** Local storage cannot be read at all (blocked by the browser); the key reads as unset. */
export class StorageReadError extends Data.TaggedError('StorageReadError')<{
  readonly key: string
  readonly cause: unknown
}> {
  override get message() {
    return `Could not read ${this.key} from local storage`
  }
}

export type StorageIssue = CorruptStorageValueError | StorageWriteError | StorageReadError
