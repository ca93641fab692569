import path from 'node:path'
import type { Rolldown } from 'vite'
import { FORBIDDEN } from './bench/lib/spa.ts'
import { PAGE_HINTS } from './src/server/spa-shell.ts'

/** The pages people arrive on (relative to src/web): the ones the server names in its HTML hints. */
export const PUBLIC_PAGES = PAGE_HINTS.map((hint) => hint.module)

type ModuleInfo = (id: string) => { importedIds: readonly string[] } | null

/** Every module statically reachable from `root`, each with the module that first imports it (the root: null). */
function reachable(root: string, info: ModuleInfo): Map<string, string | null> {
  const importer = new Map<string, string | null>([[root, null]])
  const queue = [root]
  for (let i = 0; i < queue.length; i++) {
    for (const dep of info(queue[i])?.importedIds ?? []) {
      if (importer.has(dep)) continue
      importer.set(dep, queue[i])
      queue.push(dep)
    }
  }
  return importer
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
    const shared = beyondShell.filter(
      (m) => !pages.includes(m) && perPage.filter((s) => s.has(m)).length >= 2,
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
