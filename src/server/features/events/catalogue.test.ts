import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createProvider } from '../../../../test/factories'
import { startTestApp, type TestApp, TestClock } from '../../../../test/test-app'
import { databaseKinds, testDatabaseUrl } from '../../../../test/test-db'
import type { Db } from '../../db/client'
import { events } from '../../db/schema'

const CACHE_ON = { CATALOGUE_CACHE: 'true' }
const spotsLeftIn = (list: { id: string; spotsLeft: number }[], id: string) =>
  list.find((e) => e.id === id)?.spotsLeft

describe.each(databaseKinds())('public catalogue cache on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind, env: CACHE_ON })
  })
  afterAll(() => t.close())

  it('shows a new registration in the very next public read (detail, month and featured)', async () => {
    const e = await createEvent(t.db, { capacity: 5, featured: true })
    const month = `/api/events?from=${new Date(Date.now() - 86400_000).toISOString()}&to=${new Date(Date.now() + 30 * 86400_000).toISOString()}`
    const anon = t.client()
    expect((await anon.get(`/api/events/${e.id}`)).body.spotsLeft).toBe(5)
    expect(spotsLeftIn((await anon.get(month)).body, e.id)).toBe(5)
    expect(spotsLeftIn((await anon.get('/api/events?featured=true&limit=50')).body, e.id)).toBe(5)

    const parent = await t.signIn({ role: 'parent' })
    expect((await parent.post('/api/registrations', { eventId: e.id })).status).toBe(201)

    expect((await anon.get(`/api/events/${e.id}`)).body.spotsLeft).toBe(4)
    expect(spotsLeftIn((await anon.get(month)).body, e.id)).toBe(4)
    expect(spotsLeftIn((await anon.get('/api/events?featured=true&limit=50')).body, e.id)).toBe(4)
  })

  it('shows a published draft at once, and never serves the public copy to staff', async () => {
    const draft = await createEvent(t.db, { status: 'draft', title: 'Freshly Drafted' })
    const anon = t.client()
    const titles = async () => (await anon.get('/api/events')).body.map((e: { title: string }) => e.title)
    expect(await titles()).not.toContain('Freshly Drafted')
    expect((await anon.get(`/api/events/${draft.id}`)).status).toBe(404)

    const admin = await t.signIn({ role: 'admin' })
    expect((await admin.get('/api/events')).body.map((e: { title: string }) => e.title)).toContain(
      'Freshly Drafted',
    )
    expect((await admin.get(`/api/events/${draft.id}`)).body.facilitatorEmail).toBeDefined()
    expect((await admin.patch(`/api/events/${draft.id}`, { status: 'published' })).status).toBe(200)

    expect(await titles()).toContain('Freshly Drafted')
    const detail = await anon.get(`/api/events/${draft.id}`)
    expect(detail.body.title).toBe('Freshly Drafted')
    expect(detail.body.facilitatorEmail).toBeUndefined()
  })

  it('answers 304 to a reader who already holds the current list, 200 once it changed', async () => {
    const anon = t.client()
    const first = await anon.get('/api/events')
    const etag = first.headers.get('etag') as string
    expect(etag).toBeTruthy()
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const again = await anon.get('/api/events', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')

    const admin = await t.signIn({ role: 'admin' })
    const e = await createEvent(t.db, { status: 'draft' })
    await admin.patch(`/api/events/${e.id}`, { status: 'published' })
    const changed = await anon.get('/api/events', { 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(changed.body.map((x: { id: string }) => x.id)).toContain(e.id)
  })

  it('sends the list gzipped to readers who accept it, the same events either way', async () => {
    for (let i = 0; i < 20; i++) await createEvent(t.db, { title: `Gzip Circle ${i}` })
    const gz = await rawGet(`${t.url}/api/events`, { 'accept-encoding': 'gzip, deflate, br' })
    const plain = await rawGet(`${t.url}/api/events`, { 'accept-encoding': 'identity' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(gz.headers.vary).toBe('Accept-Encoding')
    expect(plain.headers.vary).toBe('Accept-Encoding')
    expect(gz.body.length).toBeLessThan(plain.body.length / 3)
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString())
    expect(JSON.parse(plain.body.toString()).length).toBeGreaterThanOrEqual(20)
    // Each representation has its own validator; either one proves the reader holds the current list.
    expect(gz.headers.etag).not.toBe(plain.headers.etag)
    for (const etag of [gz.headers.etag, plain.headers.etag]) {
      const again = await rawGet(`${t.url}/api/events`, {
        'accept-encoding': 'gzip',
        'if-none-match': etag as string,
      })
      expect(again.status).toBe(304)
    }
  })

  it('sends a list read again as brotli, smaller than gzip, to readers who accept it', async () => {
    for (let i = 0; i < 20; i++) await createEvent(t.db, { title: `Brotli Circle ${i}` })
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    const first = await rawGet(`${t.url}/api/events`, browser)
    expect(first.headers['content-encoding']).toBe('gzip')
    // Made in the background after a second read; until then, gzip.
    let br = first
    for (let i = 0; i < 100 && br.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((r) => setTimeout(r, 20))
      br = await rawGet(`${t.url}/api/events`, browser)
    }
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(gunzipSync(first.body).toString())
    expect(br.body.length).toBeLessThan(first.body.length)
    const gzipOnly = await rawGet(`${t.url}/api/events`, { 'accept-encoding': 'gzip' })
    expect(gzipOnly.headers['content-encoding']).toBe('gzip')
    const again = await rawGet(`${t.url}/api/events`, {
      ...browser,
      'if-none-match': br.headers.etag as string,
    })
    expect(again.status).toBe(304)
  })

  it('drops a featured event from the home list the moment it starts', async () => {
    const clock = new TestClock()
    const own = await startTestApp({ kind, env: CACHE_ON, clock })
    try {
      const e = await createEvent(own.db, {
        featured: true,
        startsAt: new Date(clock.now().getTime() + 3600_000),
      })
      const ids = async () =>
        (await own.client().get('/api/events?featured=true&limit=3')).body.map((x: { id: string }) => x.id)
      expect(await ids()).toContain(e.id)
      clock.advance(3600_000 + 1)
      expect(await ids()).not.toContain(e.id)
    } finally {
      await own.close()
    }
  })

  it("counts a provider's new upcoming event in the directory at once", async () => {
    const p = await createProvider(t.db, { firstName: 'Cachey', lastName: 'Counts' })
    const count = async () =>
      (await t.client().get('/api/providers')).body.find((x: { id: string }) => x.id === p.id)
        ?.upcomingEventsCount
    expect(await count()).toBe(0)
    const admin = await t.signIn({ role: 'admin' })
    const e = await createEvent(t.db, { status: 'draft', providerId: p.id })
    expect((await admin.patch(`/api/events/${e.id}`, { status: 'published' })).status).toBe(200)
    expect(await count()).toBe(1)
  })
})

describe.runIf(testDatabaseUrl())('public catalogue cache across two processes on PostgreSQL', () => {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    a = await startTestApp({ kind: 'postgres', env: CACHE_ON })
    b = await startTestApp({ database: a.database, env: CACHE_ON })
  })
  afterAll(async () => {
    await b.close()
    await a.close()
  })

  /** Polls instance B: the notice travels through PostgreSQL, so B learns of it a moment after A's commit. */
  async function eventuallyOnB(path: string, ok: (body: unknown) => boolean) {
    for (let i = 0; i < 200; i++) {
      const body = (await b.client().get(path)).body
      if (ok(body)) return true
      await new Promise((r) => setTimeout(r, 25))
    }
    return false
  }

  it("a registration through A reaches B's cached event without waiting for its lifetime", async () => {
    // Writes with triggers off send no notice: they show whether B answers from memory.
    const silently = (write: (tx: Db) => Promise<unknown>) =>
      a.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`)
        await write(tx as unknown as Db)
      })
    let id = ''
    await silently(async (tx) => {
      id = (await createEvent(tx, { capacity: 3 })).id
    })
    const path = `/api/events/${id}`
    expect((await b.client().get(path)).body.spotsLeft).toBe(3)
    await silently((tx) => tx.update(events).set({ title: 'Silent Rename' }).where(eq(events.id, id)))
    expect((await b.client().get(path)).body.title).not.toBe('Silent Rename')

    // ...while a registration through A (trigger → NOTIFY at commit) reaches B. B's clock never moves, so
    // the safety-net lifetime cannot be what refreshed it.
    const parent = await a.signIn({ role: 'parent' })
    expect((await parent.post('/api/registrations', { eventId: id })).status).toBe(201)
    expect(
      await eventuallyOnB(path, (x) => {
        const ev = x as { spotsLeft: number; title: string }
        return ev.spotsLeft === 2 && ev.title === 'Silent Rename'
      }),
    ).toBe(true)
  })
})

/** A GET without fetch's automatic decompression: the bytes and headers exactly as the server sent them. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    body: Buffer
  }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
      .on('error', reject)
      .end()
  })
}
