// Issue 24: an API report per entry, so every change to a published surface shows in review
// (decision 0024). For each entry of each published package (the keys of its package.json
// `exports` that point at dist/[exports/]<name>.js, built from <package>/src/exports/<name>.ts),
// every exported name, sorted, with its kind and its signature as the TypeScript checker prints
// it.
// One file per package, <package>/api-report.md; apiReport.test.ts compares it with a fresh one.
// Update after changing a surface: npx vite-node test/src/apiReport.ts --write
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

const repo = join(import.meta.dirname, '..', '..')

export const reportedPackages = ['core', 'adapters', 'react-hooks', 'ui-kit'] as const
export type ReportedPackage = (typeof reportedPackages)[number]

export const writeCommand = 'npx vite-node test/src/apiReport.ts --write'

interface Entry {
  /** The import specifier a host writes: `@airlock/core/adapter`. */
  readonly specifier: string
  readonly file: string
}

const manifestOf = (pkg: ReportedPackage) =>
  JSON.parse(readFileSync(join(repo, pkg, 'package.json'), 'utf8'))
const packageName = (pkg: ReportedPackage): string => manifestOf(pkg).name

/** The package's entries: its `exports` keys whose target is dist/<name>.js (bundled) or
 * dist/exports/<name>.js (unbundled, decision 0037). */
export function entriesOf(pkg: ReportedPackage): readonly Entry[] {
  const manifest = manifestOf(pkg)
  return Object.entries<unknown>(manifest.exports).flatMap(([key, target]) => {
    const built = typeof target === 'string' ? target : (target as { import?: string }).import
    const name = built && /^\.\/dist\/(?:exports\/)?(\w+)\.js$/.exec(built)?.[1]
    if (!name) return []
    const specifier = key === '.' ? manifest.name : `${manifest.name}${key.slice(1)}`
    return [{ specifier, file: join(repo, pkg, 'src', 'exports', `${name}.ts`) }]
  })
}

// typeToString's flags (its defaults, and no truncation), as NodeBuilderFlags for the node builder.
const builderFlags =
  ts.NodeBuilderFlags.NoTruncation |
  ts.NodeBuilderFlags.AllowUniqueESSymbolType |
  ts.NodeBuilderFlags.UseAliasDefinedOutsideCurrentScope |
  ts.NodeBuilderFlags.IgnoreErrors

/**
 * xstate's machine types carry every state, event and action of a machine, inferred: the checker
 * spells WidgetMachine out in a million characters. Their type arguments print as `…` (a
 * machine's insides are not surface; the machine's own diff shows them).
 */
const elidedArguments = new Set(['StateMachine', 'MachineSnapshot'])

const elide: ts.TransformerFactory<ts.Node> = (context) => {
  const visit = (node: ts.Node): ts.Node => {
    if (
      ts.isTypeReferenceNode(node) &&
      node.typeArguments &&
      elidedArguments.has(
        ts.isIdentifier(node.typeName) ? node.typeName.text : node.typeName.right.text,
      )
    ) {
      return context.factory.updateTypeReferenceNode(
        node,
        node.typeName,
        context.factory.createNodeArray([context.factory.createTypeReferenceNode('…')]),
      )
    }
    return ts.visitEachChild(node, visit, context)
  }
  return visit
}

/** Types and signatures on one line, as typeToString writes them, machines elided. */
function printerOf(checker: ts.TypeChecker) {
  const printer = ts.createPrinter({ removeComments: true, omitTrailingSemicolon: true })
  const file = ts.createSourceFile('report.ts', '', ts.ScriptTarget.Latest)
  const write = (node: ts.Node | undefined) => {
    if (!node) throw new Error('the checker printed nothing')
    const [elided] = ts.transform(node, [elide]).transformed
    return printer.printNode(ts.EmitHint.Unspecified, elided ?? node, file)
  }
  return {
    type: (type: ts.Type, inTypeAlias = false) =>
      write(
        checker.typeToTypeNode(
          type,
          undefined,
          builderFlags | (inTypeAlias ? ts.NodeBuilderFlags.InTypeAlias : 0),
        ),
      ),
    signature: (signature: ts.Signature, kind: ts.SyntaxKind) =>
      write(checker.signatureToSignatureDeclaration(signature, kind, undefined, builderFlags)),
  }
}

type Printer = ReturnType<typeof printerOf>

function typeParametersOf(print: Printer, checker: ts.TypeChecker, symbol: ts.Symbol): string {
  const nodes = symbol.declarations?.flatMap((declaration) =>
    ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)
      ? (declaration.typeParameters ?? [])
      : [],
  )
  if (!nodes?.length) return ''
  const one = (node: ts.TypeParameterDeclaration) => {
    const parameter = checker.getTypeAtLocation(node) as ts.TypeParameter
    const constraint = parameter.getConstraint()
    const fallback = parameter.getDefault()
    return [
      node.name.text,
      constraint ? ` extends ${print.type(constraint)}` : '',
      fallback ? ` = ${print.type(fallback)}` : '',
    ].join('')
  }
  // An interface declared twice (merged) lists its parameters on each declaration.
  const names = new Set<string>()
  const unique = nodes.filter((node) => !names.has(node.name.text) && names.add(node.name.text))
  return `<${unique.map(one).join(', ')}>`
}

/** An interface's members, inherited ones included, as one object type. */
function membersOf(print: Printer, checker: ts.TypeChecker, type: ts.Type): string {
  const members = [
    ...type
      .getCallSignatures()
      .map((signature) => print.signature(signature, ts.SyntaxKind.CallSignature)),
    ...type
      .getConstructSignatures()
      .map((signature) => print.signature(signature, ts.SyntaxKind.ConstructSignature)),
    ...checker.getIndexInfosOfType(type).map((info) => {
      const readonly = info.isReadonly ? 'readonly ' : ''
      return `${readonly}[key: ${print.type(info.keyType)}]: ${print.type(info.type)}`
    }),
    ...checker.getPropertiesOfType(type).map((property) => {
      const declaration = property.valueDeclaration ?? property.declarations?.[0]
      const modifiers = declaration ? ts.getCombinedModifierFlags(declaration) : 0
      const readonly = modifiers & ts.ModifierFlags.Readonly ? 'readonly ' : ''
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : ''
      return `${readonly}${property.name}${optional}: ${print.type(checker.getTypeOfSymbol(property))}`
    }),
  ]
  return members.length ? `{ ${members.join('; ')} }` : '{}'
}

/** One line per meaning of the name: `name: kind signature`. */
function linesOf(print: Printer, checker: ts.TypeChecker, exported: ts.Symbol): string[] {
  const { name } = exported
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
  const typeOnly = exported.declarations?.some(
    (declaration) =>
      ts.isExportSpecifier(declaration) && ts.isTypeOnlyExportDeclaration(declaration),
  )
  const { flags } = symbol
  if (flags & ts.SymbolFlags.Class && !typeOnly) {
    const constructors = checker
      .getTypeOfSymbol(symbol)
      .getConstructSignatures()
      .map((signature) => print.signature(signature, ts.SyntaxKind.ConstructorType))
    return [`${name}: class ${constructors.join('; ')}`]
  }
  if (flags & ts.SymbolFlags.Enum) {
    const members = checker
      .getExportsOfModule(symbol)
      .map((member) => `${member.name} = ${print.type(checker.getTypeOfSymbol(member))}`)
    return [`${name}: enum { ${members.join(', ')} }`]
  }
  const lines: string[] = []
  if (flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable) && !typeOnly) {
    const kind = flags & ts.SymbolFlags.Function ? 'function' : 'const'
    lines.push(`${name}: ${kind} ${print.type(checker.getTypeOfSymbol(symbol))}`)
  }
  const parameters = () => typeParametersOf(print, checker, symbol)
  const declared = () => checker.getDeclaredTypeOfSymbol(symbol)
  if (flags & ts.SymbolFlags.Interface) {
    lines.push(`${name}${parameters()}: interface ${membersOf(print, checker, declared())}`)
  } else if (flags & ts.SymbolFlags.TypeAlias) {
    lines.push(`${name}${parameters()}: type ${print.type(declared(), true)}`)
  } else if (flags & ts.SymbolFlags.Class) {
    lines.push(`${name}: class (the type only)`)
  }
  return lines
}

/** Every package's report, from one program over all the entries. */
export function apiReports(): ReadonlyMap<ReportedPackage, string> {
  const config = ts.getParsedCommandLineOfConfigFile(join(repo, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    },
  })
  if (!config) throw new Error('tsconfig.json could not be read')
  const entries = reportedPackages.map((pkg) => [pkg, entriesOf(pkg)] as const)
  const program = ts.createProgram({
    rootNames: entries.flatMap(([, list]) => list.map((entry) => entry.file)),
    options: config.options,
  })
  const checker = program.getTypeChecker()
  const print = printerOf(checker)
  const reports = new Map<ReportedPackage, string>()
  for (const [pkg, list] of entries) {
    const sections = list.map(({ specifier, file }) => {
      const source = program.getSourceFile(file)
      const module = source && checker.getSymbolAtLocation(source)
      if (!module) throw new Error(`${file} is not a module`)
      const lines = [...checker.getExportsOfModule(module)]
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        .flatMap((exported) => linesOf(print, checker, exported))
      return `## ${specifier}\n\n\`\`\`text\n${lines.join('\n')}\n\`\`\`\n`
    })
    reports.set(
      pkg,
      [
        `# ${packageName(pkg)} API report`,
        '',
        'Every name each published entry exports, with its kind and its signature as the',
        'TypeScript checker prints it. Generated by test/src/apiReport.ts (decision 0024): do not',
        `edit by hand; after changing a surface, run \`${writeCommand}\` and review the diff.`,
        '',
        sections.join('\n'),
      ].join('\n'),
    )
  }
  return reports
}

export const reportFile = (pkg: ReportedPackage) => join(repo, pkg, 'api-report.md')

// `npx vite-node test/src/apiReport.ts --write`: the reports written again.
if (process.argv.includes('--write') && !process.env.VITEST) {
  for (const [pkg, text] of apiReports()) {
    writeFileSync(reportFile(pkg), text)
    console.log(`wrote ${pkg}/api-report.md`)
  }
}
