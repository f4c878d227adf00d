// The build's module groups (moduleGroups.ts, decision 0037 session 24): a group holds its roots
// and every module of the package they import statically; the first group to reach a module
// keeps it; nothing outside the package's src/ joins; a root that is no module stops the build.
import { describe, expect, it } from 'vitest'
import { moduleGroups } from '../../moduleGroups'

const src = '/pkg/src'
/** A module graph: each id and the ids it imports statically. */
function graphOf(imports: Record<string, readonly string[]>) {
  return {
    getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] ?? [] } : null),
  }
}

const graph = graphOf({
  '/pkg/src/handle.ts': ['/pkg/src/errors.ts', '/pkg/node_modules/effect/index.js'],
  '/pkg/src/errors.ts': [],
  '/pkg/src/state.ts': ['/pkg/src/constants.ts'],
  '/pkg/src/constants.ts': [],
  '/pkg/src/machine.ts': ['/pkg/src/errors.ts'],
  '/pkg/node_modules/effect/index.js': [],
})

describe('moduleGroups', () => {
  it('puts each root and what it imports from the package in the group, and nothing else', () => {
    const groupOf = moduleGroups(src, [{ name: 'firstPaint', roots: ['handle.ts'] }])
    expect(groupOf('/pkg/src/handle.ts', graph)).toBe('firstPaint')
    expect(groupOf('/pkg/src/errors.ts', graph)).toBe('firstPaint')
    expect(groupOf('/pkg/src/machine.ts', graph)).toBeUndefined()
    expect(groupOf('/pkg/node_modules/effect/index.js', graph)).toBeUndefined()
  })

  it('leaves a module two groups reach with the first', () => {
    const groupOf = moduleGroups(src, [
      { name: 'state', roots: ['state.ts'] },
      { name: 'rest', roots: ['handle.ts', 'constants.ts'] },
    ])
    expect(groupOf('/pkg/src/constants.ts', graph)).toBe('state')
    expect(groupOf('/pkg/src/handle.ts', graph)).toBe('rest')
  })

  it('stops at a root that is no module, naming it', () => {
    const groupOf = moduleGroups(src, [{ name: 'firstPaint', roots: ['gone.ts'] }])
    expect(() => groupOf('/pkg/src/handle.ts', graph)).toThrow(
      'group firstPaint: gone.ts is no module',
    )
  })
})
