// Which of a package's modules ship together (tsdown.base.ts, decision 0037): each group's roots
// and every module of the package they import statically, read from rolldown's module graph
// while it chunks. A module two groups reach stays with the first.
import { join } from 'node:path'

export interface ModuleGroup {
  /** The file's name in dist/ (`firstPaint` → dist/firstPaint.js). */
  readonly name: string
  /** Paths under src/ the group starts from. */
  readonly roots: readonly string[]
}

interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null
}

export function moduleGroups(src: string, groups: readonly ModuleGroup[]) {
  let groupOf: ReadonlyMap<string, string> | undefined
  const assign = (graph: ModuleGraph) => {
    const owners = new Map<string, string>()
    for (const { name, roots } of groups) {
      const visit = (id: string) => {
        if (owners.has(id) || !id.startsWith(src)) return
        owners.set(id, name)
        for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported)
      }
      for (const root of roots) {
        const id = join(src, root)
        if (!graph.getModuleInfo(id)) throw new Error(`group ${name}: ${root} is no module`)
        visit(id)
      }
    }
    return owners
  }
  /** The group `id` ships in, if any. */
  return (id: string, graph: ModuleGraph): string | undefined => {
    groupOf ??= assign(graph)
    return groupOf.get(id)
  }
}
