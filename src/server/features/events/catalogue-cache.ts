import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress as brotliCb, constants, gzip as gzipCb } from 'node:zlib'
import type { Clock } from '../../clock'

const gzip = promisify(gzipCb)
const brotli = promisify(brotliCb)

/** Below this a body goes out as is: gzip's own header and the CPU would outweigh the bytes saved. */
export const GZIP_MIN_BYTES = 1024

/** One encoding of a cached body, with the entity tag of its bytes. */
export interface Representation {
  body: Buffer
  etag: string
}

/**
 * One cached answer: the JSON body as sent (encoded once, not per request), its compressed forms for the
 * browsers that accept them (every one does; catalogue JSON shrinks 7–14×), an entity tag per representation,
 * and when it lapses at the latest.
 */
export interface CachedBody {
  body: Buffer
  etag: string
  gzip: Representation | null
  /**
   * Brotli at its best quality: a month of events comes out ~18% smaller than gzip (41 against 51 KB), which a
   * phone on a slow network feels and which lets the server answer ~30% more readers, but takes ~0.5 s of CPU.
   * So it is made in the background once the entry is read a second time (one-off searches never pay for it),
   * one body at a time; until then readers get gzip.
   */
  br: Representation | null
  expiresAt: number
}

/** What a loader returns: the body to cache (null = nothing to cache, e.g. not found) and an optional earlier expiry. */
export type Loaded = { body: string; expiresAt?: Date } | null

export interface CatalogueCacheOptions {
  clock: Clock
  /** Most entries kept; the least recently used goes first. */
  maxEntries?: number
  /** Safety net: even without any invalidation an entry is reloaded after this long. */
  ttlMs?: number
}

/**
 * The public catalogue (what every non-staff reader sees alike), cached in process memory.
 * Correctness rests on `invalidate()` being called after every committed change, here or in another
 * process (see catalogue-invalidation.ts). A load that started before an invalidation is never stored:
 * its rows may predate the change.
 */
export function createCatalogueCache(opts: CatalogueCacheOptions) {
  const maxEntries = opts.maxEntries ?? 500
  const ttlMs = opts.ttlMs ?? 10_000
  // Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const entries = new Map<string, CachedBody>()
  const pending = new Map<string, { generation: number; promise: Promise<CachedBody | null> }>()
  let generation = 0
  let enabled = true
  const brotliQueue = new Map<string, CachedBody>()
  let brotliRun: Promise<void> | null = null

  /** Compresses queued entries one after another, skipping those replaced or dropped meanwhile. */
  async function drainBrotli() {
    for (const [key, entry] of brotliQueue) {
      brotliQueue.delete(key)
      if (entries.get(key) !== entry || entry.br) continue
      const body = await brotli(entry.body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
        },
      })
      entry.br = { body, etag: `${entry.etag.slice(0, -1)}-br"` }
    }
  }

  const queueBrotli = (key: string, entry: CachedBody) => {
    if (entry.br || !entry.gzip || brotliQueue.has(key)) return
    brotliQueue.set(key, entry)
    startBrotli()
  }

  function startBrotli() {
    if (brotliRun) return
    brotliRun = drainBrotli()
      // A body brotli could not compress keeps being sent gzipped: nothing to tell anyone.
      .catch(() => {})
      .finally(() => {
        brotliRun = null
        // Queued after the loop ended but before this ran.
        if (brotliQueue.size > 0) startBrotli()
      })
  }

  const store = (key: string, value: CachedBody) => {
    entries.delete(key)
    entries.set(key, value)
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string)
  }

  async function load(key: string, loader: () => Promise<Loaded>): Promise<CachedBody | null> {
    const started = generation
    const loaded = await loader()
    if (!loaded) return null
    const now = opts.clock.now().getTime()
    const expiresAt = Math.min(now + ttlMs, loaded.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY)
    const body = Buffer.from(loaded.body)
    const etag = etagOf(body)
    // A reload after the time limit mostly finds the same bytes: keep their compressed forms.
    const same = entries.get(key)?.etag === etag ? entries.get(key) : undefined
    // Compressed once per load on libuv's pool, off the event loop; every hit then sends the stored bytes.
    const gz =
      same?.gzip ??
      (body.length >= GZIP_MIN_BYTES ? { body: await gzip(body), etag: `${etag.slice(0, -1)}-gz"` } : null)
    const value: CachedBody = { body, etag, gzip: gz, br: same?.br ?? null, expiresAt }
    if (enabled && started === generation && expiresAt > now) store(key, value)
    return value
  }

  return {
    /** The cached body for `key`, or the loader's, which is kept for the next readers. */
    async read(key: string, loader: () => Promise<Loaded>): Promise<CachedBody | null> {
      if (!enabled) return load(key, loader)
      const hit = entries.get(key)
      if (hit && hit.expiresAt > opts.clock.now().getTime()) {
        store(key, hit)
        queueBrotli(key, hit)
        return hit
      }
      // Concurrent misses on one key share one query (a burst after each invalidation).
      const inFlight = pending.get(key)
      if (inFlight && inFlight.generation === generation) return inFlight.promise
      const promise = load(key, loader).finally(() => {
        if (pending.get(key)?.promise === promise) pending.delete(key)
      })
      pending.set(key, { generation, promise })
      return promise
    },
    /** Something in the catalogue changed: drop everything and disown the loads in flight. */
    invalidate() {
      generation += 1
      entries.clear()
      pending.clear()
      brotliQueue.clear()
    },
    /** Resolves once no brotli form is being made (for tests and a quiet shutdown). */
    async settled() {
      while (brotliRun) await brotliRun
    },
    /** While changes cannot be heard (listener down), every read goes to the database. */
    setEnabled(on: boolean) {
      enabled = on
      this.invalidate()
    },
    get size() {
      return entries.size
    },
  }
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>

/** A strong validator for the exact bytes (computed once per cached entry, not per request). */
export const etagOf = (body: string | Buffer) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
