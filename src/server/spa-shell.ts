import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type User, UserSchema } from '../domain/auth'

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

/**
 * The signed-in frame's own chunks (src/web/components/layout/signed-in-shell.ts): named in the HTML of a signed-in
 * visit so the sidebar and account menu arrive with the entry script and are drawn in the first paint (issue 26.5).
 */
const SIGNED_IN_SHELL = ['components/layout/app-sidebar.tsx', 'components/layout/account-menu.tsx']
const ADMIN_SHELL = ['components/layout/view-as-switcher.tsx']

/** The ids of the script elements that carry the session's user and the public configuration (src/web/main.tsx). */
export const SESSION_ELEMENT_ID = 'cradle-session'
export const CONFIG_ELEMENT_ID = 'cradle-config'

/** JSON inside a script element: `<` is escaped so no value can close the element. */
const inertJson = (id: string, json: string) =>
  `<script id="${id}" type="application/json">${json.replace(/</g, '\\u003c')}</script>`

/**
 * The user as GET /api/auth/user answers it (null when signed out), in an inert JSON script: the client knows the
 * session before its first render, with no round trip and no inline code (the CSP allows none). `<` is escaped so
 * no value can close the element.
 */
export function sessionScript(user: User | null): string {
  return inertJson(SESSION_ELEMENT_ID, JSON.stringify(user ? UserSchema.parse(user) : null))
}

interface ManifestChunk {
  file: string
  imports?: string[]
}

/**
 * The app's HTML shell, with hints for the page being opened: a client-rendered page is a chain (HTML, entry
 * script, the page's chunk, its data, then paint), and on a slow phone connection each link costs a round trip.
 * `modulepreload` fetches the page's chunks and `preload` its data while the entry script is still arriving.
 */
export function createSpaShell(clientDir: string, options: { publicConfig?: string } = {}) {
  // GET /api/config's answer rides in every page, so what it decides (the home page's "Become a Provider") is
  // drawn in the first paint instead of shifting the page when it arrives (issue 26.5).
  const config = options.publicConfig ? inertJson(CONFIG_ELEMENT_ID, options.publicConfig) : ''
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8').replace(
    '</head>',
    `${config}</head>`,
  )
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json')
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {}
  // What the build's own script and modulepreload tags already load.
  const loadedByEntry = new Set(chunkFiles(manifest, 'index.html'))

  const preloadLinks = (modules: string[]) =>
    [...new Set(modules.flatMap((m) => chunkFiles(manifest, m)))]
      .filter((file) => !loadedByEntry.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('')
  const shellLinks = preloadLinks(SIGNED_IN_SHELL)
  const adminLinks = preloadLinks(ADMIN_SHELL)

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
    /**
     * The shell for a path and the session's user (undefined: not known, the client asks). Pages without hints get
     * the plain build output plus the session.
     */
    html(urlPath: string, user?: User | null): string {
      const session =
        user === undefined
          ? ''
          : `${sessionScript(user)}${user ? shellLinks : ''}${user?.role === 'admin' ? adminLinks : ''}`
      for (const page of pages) {
        const match = urlPath.match(page.path)
        if (!match) continue
        const data = (page.data?.(match) ?? [])
          .map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`)
          .join('')
        return template.replace('</head>', `${session}${data}${page.links}</head>`)
      }
      return session ? template.replace('</head>', `${session}</head>`) : template
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
