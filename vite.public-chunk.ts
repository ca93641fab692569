import path from 'node:path'
import type { Rolldown } from 'vite'
import { FORBIDDEN } from './bench/lib/spa.ts'
import { PAGE_HINTS } from './src/server/spa-shell.ts'

/** The pages people arrive on (relative to src/web): the ones the server names in its HTML hints. */
export const PUBLIC_PAGES = PAGE_HINTS.map((hint) => hint.module)

type ModuleInfo = (id: string) => { importedIds: readonly string[]; code: string | null } | null

/** Statements a barrel file is made of: re-exports (`export … from`, `export { x as y }`) and namespace imports. */
const REEXPORT =
  /\/\*[\s\S]*?\*\/|\/\/[^\n]*|(["'])use strict\1;?|export\s*(\*|\{[^}]*\})(\s*as\s*[\w$]+)?\s*(from\s*(["'])[^"']+\5)?\s*;?|import\s*\*\s*as\s*[\w$]+\s*from\s*(["'])[^"']+\6\s*;?/g

/**
 * A package's index that only re-exports its modules (lucide-react's icons, date-fns' functions). What a page takes
 * from it is the few modules it names, not every module the index lists: the bundler keeps only those, and puts each
 * where the pages that use it are. Followed blindly, the index put every icon and date function any page of the app
 * uses into the first load (issue 34.1: 75 icons in the shell, all of date-fns' used functions in `public`).
 */
export function isPackageBarrel(id: string, code: string | null): boolean {
  return id.includes('/node_modules/') && code !== null && code.replace(REEXPORT, '').trim() === ''
}

/** The names `code` imports from the package `pkg` (`import { a, b as c } from 'pkg'`), or null if it takes all. */
function namesImported(code: string | null, pkg: string): string[] | null {
  if (code === null) return null
  const names: string[] = []
  const from = `\\s*from\\s*["']${pkg.replace(/[/.]/g, '\\$&')}["']`
  if (new RegExp(`(import|export)\\s*\\*[^;]*?${from}`).test(code)) return null
  for (const m of code.matchAll(
    new RegExp(`(?:import|export)\\s*(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}${from}`, 'g'),
  )) {
    for (const part of m[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]
      if (name) names.push(name)
    }
  }
  return names
}

/** The modules of a barrel that export `name` (through nested barrels), or null when it cannot tell. */
function exporters(barrel: string, name: string, info: ModuleInfo): string[] | null {
  const code = info(barrel)?.code ?? ''
  for (const m of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2/g)) {
    const exported = m[1].split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    )
    if (exported.includes(name)) return [path.resolve(path.dirname(barrel), m[3])]
  }
  const found: string[] = []
  for (const m of code.matchAll(/export\s*\*\s*from\s*(["'])([^"']+)\1/g)) {
    const target = path.resolve(path.dirname(barrel), m[2])
    const targetInfo = info(target)
    if (!targetInfo) return null
    if (isPackageBarrel(target, targetInfo.code)) {
      const inner = exporters(target, name, info)
      if (inner === null) return null
      found.push(...inner)
    } else if (
      new RegExp(
        `export\\s+(?:async\\s+)?(?:function\\*?|const|let|var|class)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b`,
      ).test(targetInfo.code ?? '')
    ) {
      found.push(target)
    }
  }
  return found
}

/**
 * Every module statically reachable from `root`, each with the module that first imports it (the root: null). From
 * a package's barrel only the modules exporting what the importer names are followed (see isPackageBarrel); when
 * that cannot be told (a namespace import, an unknown name), all of them.
 */
export function reachable(root: string, info: ModuleInfo): Map<string, string | null> {
  const importer = new Map<string, string | null>([[root, null]])
  const queue = [root]
  const queued = new Set(queue)
  const reach = (dep: string, from: string) => {
    if (!importer.has(dep)) importer.set(dep, from)
    if (queued.has(dep)) return
    queued.add(dep)
    queue.push(dep)
  }
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]
    const module = info(id)
    if (!module) continue
    const fromBarrel = isPackageBarrel(id, module.code)
    for (const dep of module.importedIds) {
      const pkg = packageOf(dep)
      const depInfo = pkg && !fromBarrel ? info(dep) : null
      if (pkg && depInfo && isPackageBarrel(dep, depInfo.code)) {
        const targets = namesImported(module.code, pkg)?.map((name) => exporters(dep, name, info))
        if (targets?.every((t) => t !== null && t.length > 0)) {
          if (!importer.has(dep)) importer.set(dep, id)
          for (const t of targets.flat() as string[]) reach(t, dep)
          continue
        }
      }
      reach(dep, id)
    }
  }
  return importer
}

/** The package an id in node_modules belongs to (`lucide-react`, `@date-fns/tz`), else null. */
function packageOf(id: string): string | null {
  const at = id.lastIndexOf('/node_modules/')
  if (at === -1) return null
  const [first, second] = id.slice(at + '/node_modules/'.length).split('/')
  return first.startsWith('@') ? `${first}/${second}` : first
}

/** "main.tsx → app.tsx → … → zod": how `id` is reached, for the build's error messages. */
function importChain(webRoot: string, importer: Map<string, string | null>, id: string): string {
  const chain: string[] = []
  for (let at: string | null | undefined = id; at; at = importer.get(at)) {
    chain.unshift(moduleLabel(webRoot, at))
  }
  return chain.join(' → ')
}

/**
 * Packages the first load must not carry. zod is ~26 KB gzipped, and the pages people arrive on validate nothing:
 * they import the domain's plain modules (`event-rules`, `provider-rules`, `roles`, …) and type-only imports of the
 * schema modules (decision S12 in docs/decisions/shell.md).
 */
const NOT_IN_FIRST_LOAD = /\/node_modules\/zod\//

/** A package's name for a dependency (its file names are not ours to judge), else the path under src/web. */
function moduleLabel(webRoot: string, id: string): string {
  const at = id.lastIndexOf('/node_modules/')
  if (at === -1) return path.relative(webRoot, id)
  const [first, second] = id.slice(at + '/node_modules/'.length).split('/')
  return first.startsWith('@') ? `${first}/${second}` : first
}

/**
 * Two chunk groups for what the public pages load: `shell` (what main.tsx imports: the layout every page draws) and
 * `public` (what at least two of the three public pages import, besides the shell). Left to itself, Rolldown cut the
 * public pages' code into ~25 files of 0.3–20 KB (one per icon, per small component), and a browser fetches at most
 * 6 at a time over HTTP/1.1. Code only one public page uses stays with that page, so no page parses another's.
 * The shell is a group of its own because a group also takes in its modules' imports, which would otherwise move
 * the layout into `public`. Each page keeps its own chunk, so the manifest and the server's hints still name it.
 * The build fails if a public page reaches staff, upload, export or payment code (the bench's rule), or zod.
 */
export function publicChunkGroups(webRoot: string): Rolldown.CodeSplittingGroup[] {
  let sets: { shell: Set<string>; public: Set<string> } | null = null
  const membersOf = (ctx: Rolldown.ChunkingContext) => {
    if (sets) return sets
    const info: ModuleInfo = (m) => ctx.getModuleInfo(m)
    const entry = path.join(webRoot, 'main.tsx')
    const shellImporters = reachable(entry, info)
    const shell = new Set(shellImporters.keys())
    const pages = PUBLIC_PAGES.map((p) => path.join(webRoot, p))
    const pageImporters = pages.map((p) => reachable(p, info))
    const perPage = pageImporters.map((importers) => new Set(importers.keys()))
    const beyondShell = [...new Set(perPage.flatMap((s) => [...s]))].filter((m) => !shell.has(m))
    const forbidden = beyondShell.filter((m) => FORBIDDEN.test(moduleLabel(webRoot, m)))
    if (forbidden.length) throw new Error(`A public page loads code it must not: ${forbidden.join(', ')}`)
    for (const importers of [shellImporters, ...pageImporters]) {
      const heavy = [...importers.keys()].find((m) => NOT_IN_FIRST_LOAD.test(m))
      if (heavy) {
        throw new Error(
          `A public page's first load reaches ${moduleLabel(webRoot, heavy)}: ${importChain(webRoot, importers, heavy)}`,
        )
      }
    }
    // What a page takes from a package's barrel (an icon, a date function) is small and often shared with pages
    // behind a sign-in; left out, each became a chunk of its own (0.2 KB, one more request each).
    const fromBarrel = (m: string) =>
      pageImporters.some((importers) => {
        const by = importers.get(m)
        return !!by && isPackageBarrel(by, info(by)?.code ?? null)
      })
    const shared = beyondShell.filter(
      (m) => !pages.includes(m) && (perPage.filter((s) => s.has(m)).length >= 2 || fromBarrel(m)),
    )
    shell.delete(entry)
    sets = { shell, public: new Set(shared) }
    return sets
  }
  return [
    {
      debugName: 'shell',
      priority: 2,
      name: (id, ctx) => (membersOf(ctx).shell.has(id) ? 'shell' : null),
    },
    {
      debugName: 'public',
      priority: 1,
      name: (id, ctx) => (membersOf(ctx).public.has(id) ? 'public' : null),
    },
  ]
}
