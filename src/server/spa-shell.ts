import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** One public page whose code (and, where it needs no viewer context, data) can be named from its path alone. */
interface PageHint {
  path: RegExp
  /** The page module, as Vite's manifest names it (relative to src/web). */
  module: string
  /** The API call the page makes first, when the path alone determines it. */
  data?: (match: RegExpMatchArray) => string
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/**
 * An event page is what a shared link opens, and its paint waits on both its chunk and its data: hinting it
 * moved throttled LCP from ~2.8 s to ~2.6 s. Hinting the home page and the calendar (chunk only) showed no
 * gain on a 1.6 Mbps link, where the hint competes with the entry script for bandwidth, so they have none.
 */
export const PAGE_HINTS: PageHint[] = [
  {
    path: new RegExp(`^/events/(${UUID})/?$`, 'i'),
    module: 'features/discover/event-detail-page.tsx',
    // The same URL and credentials as the page's own fetch (apiRequest), so the browser reuses the answer.
    data: (m) => `/api/events/${m[1]}`,
  },
]

interface ManifestChunk {
  file: string
  imports?: string[]
}

/**
 * The app's HTML shell, with hints for the page being opened: a client-rendered page is a chain (HTML, entry
 * script, the page's chunk, its data, then paint), and on a slow phone connection each link costs a round trip.
 * `modulepreload` fetches the page's chunks and `preload` its data while the entry script is still arriving.
 */
export function createSpaShell(clientDir: string) {
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8')
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json')
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {}
  // What the build's own script and modulepreload tags already load.
  const loadedByEntry = new Set(chunkFiles(manifest, 'index.html'))

  const pages = PAGE_HINTS.map((page) => ({
    ...page,
    links: manifest[page.module]
      ? chunkFiles(manifest, page.module)
          .filter((file) => !loadedByEntry.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('')
      : '',
  }))

  return {
    /** The shell for a path; pages without hints get the plain build output. */
    html(urlPath: string): string {
      for (const page of pages) {
        const match = urlPath.match(page.path)
        if (!match) continue
        const data = page.data
          ? `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${page.data(match)}">`
          : ''
        return template.replace('</head>', `${data}${page.links}</head>`)
      }
      return template
    },
  }
}

/** A chunk's file and every file it imports statically, each once, the chunk first. */
function chunkFiles(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))]
}
