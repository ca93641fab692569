import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

interface Chunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

/** Code that only staff, uploads, exports or payments need: a public page must not load it up front. */
export const FORBIDDEN = /admin|upload|uppy|export|payment|stripe|exceljs|outbox|imports\//i

export interface FirstLoad {
  page: string
  jsGzipKb: number
  cssGzipKb: number
  files: string[]
  forbidden: string[]
}

/** First-load JS and CSS of a page: the entry and the page's lazy chunk with their static imports (gzip -9). */
export function firstLoad(clientDir: string, page: string, pageModule: string): FirstLoad {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const k of manifest[key].imports ?? []) visit(k)
  }
  visit('index.html')
  if (!manifest[pageModule]) throw new Error(`${pageModule} is not in the build manifest`)
  visit(pageModule)
  const js = new Set<string>()
  const css = new Set<string>()
  for (const k of seen) {
    js.add(manifest[k].file)
    for (const c of manifest[k].css ?? []) css.add(c)
  }
  const gz = (files: Set<string>) =>
    [...files].reduce((s, f) => s + gzipSync(readFileSync(path.join(clientDir, f)), { level: 9 }).length, 0) /
    1024
  return {
    page,
    jsGzipKb: gz(js),
    cssGzipKb: gz(css),
    files: [...js, ...css],
    forbidden: [...seen].filter((k) => FORBIDDEN.test(k) || FORBIDDEN.test(manifest[k].file)),
  }
}
