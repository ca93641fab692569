import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** One public page whose code (and, where it needs no viewer context, data) can be named from its path alone. */
interface PageHint {
  path: RegExp
  /** The page module, as Vite's manifest names it (relative to src/web). */
  module: string
  /** The API calls the page makes first, when the path alone determines them (same URLs as the page's fetches). */
  data?: (match: RegExpMatchArray) => string[]
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/**
 * The pages people arrive on. Each paint waits on the page's chunk and then its data; naming both in the HTML
 * lets them load while the entry script is still arriving. An event page (what a shared link opens): throttled LCP
 * ~2.8 → ~2.6 s. The home page, whose largest paint is a featured event's banner: see docs/decisions/shell.md (S10).
 * The calendar's data depends on the viewer's month and time zone, so it gets its chunks only.
 */
export const PAGE_HINTS: PageHint[] = [
  {
    path: /^\/$/,
    module: 'features/discover/home-page.tsx',
    data: () => [
      '/api/events?featured=true&limit=3',
      '/api/providers?featured=true',
      '/api/event-proposals/coming-soon',
    ],
  },
  { path: /^\/events\/?$/, module: 'features/discover/events-page.tsx' },
  {
    path: new RegExp(`^/events/(${UUID})/?$`, 'i'),
    module: 'features/discover/event-detail-page.tsx',
    // The same URL and credentials as the page's own fetch (apiRequest), so the browser reuses the answer.
    data: (m) => [`/api/events/${m[1]}`],
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
        const data = (page.data?.(match) ?? [])
          .map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`)
          .join('')
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
