// A flow's status as its selectors read it from the machine's tags: the first tag of an ordered
// list that the snapshot has names the status. The one way the status selectors (activity,
// on-ramp, smart sessions, the embedded wallet's frame and e-mail update) turn tags into a status.

/**
 * The status of the first tag in `statuses` (tag → status, in the order written) that the
 * snapshot has; undefined when it has none of them.
 */
export function statusFromTags<Status extends string>(
  snapshot: { hasTag(tag: string): boolean },
  statuses: Readonly<Record<string, Status>>,
): Status | undefined {
  const tag = Object.keys(statuses).find((candidate) => snapshot.hasTag(candidate))
  return tag === undefined ? undefined : statuses[tag]
}
