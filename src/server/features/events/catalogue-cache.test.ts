import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { TestClock } from '../../../../test/test-app'
import { createCatalogueCache, GZIP_MIN_BYTES } from './catalogue-cache'

const counting = (body = 'v1') => {
  let calls = 0
  const loader = async () => {
    calls += 1
    return { body: `${body}#${calls}` }
  }
  return { loader, calls: () => calls }
}

describe('catalogue cache', () => {
  it('answers repeated reads from memory until invalidated', async () => {
    const cache = createCatalogueCache({ clock: new TestClock() })
    const l = counting()
    expect((await cache.read('k', l.loader))?.body.toString()).toBe('v1#1')
    expect((await cache.read('k', l.loader))?.body.toString()).toBe('v1#1')
    cache.invalidate()
    expect((await cache.read('k', l.loader))?.body.toString()).toBe('v1#2')
    expect(l.calls()).toBe(2)
  })

  it('never keeps a load that was running when the data changed', async () => {
    const cache = createCatalogueCache({ clock: new TestClock() })
    let release: () => void = () => {}
    const slow = cache.read('k', async () => {
      await new Promise<void>((r) => {
        release = r
      })
      return { body: 'read before the write' }
    })
    await Promise.resolve()
    cache.invalidate() // a write committed while the slow read was in the database
    release()
    expect((await slow)?.body.toString()).toBe('read before the write')
    expect((await cache.read('k', async () => ({ body: 'fresh' })))?.body.toString()).toBe('fresh')
  })

  it('shares one load between concurrent misses on the same key', async () => {
    const cache = createCatalogueCache({ clock: new TestClock() })
    const l = counting()
    const all = await Promise.all(Array.from({ length: 20 }, () => cache.read('k', l.loader)))
    expect(new Set(all.map((e) => e?.body.toString()))).toEqual(new Set(['v1#1']))
    expect(l.calls()).toBe(1)
  })

  it('lapses after its time to live, or earlier when the loader says so', async () => {
    const clock = new TestClock(new Date('2030-01-01T00:00:00Z'))
    const cache = createCatalogueCache({ clock, ttlMs: 10_000 })
    const l = counting()
    await cache.read('k', l.loader)
    clock.advance(9_999)
    await cache.read('k', l.loader)
    expect(l.calls()).toBe(1)
    clock.advance(2)
    await cache.read('k', l.loader)
    expect(l.calls()).toBe(2)

    const soon = { body: 'featured', expiresAt: new Date('2030-01-01T00:00:12Z') }
    let featuredLoads = 0
    const featured = async () => {
      featuredLoads += 1
      return soon
    }
    await cache.read('f', featured)
    clock.set(new Date('2030-01-01T00:00:12Z')) // the first featured event starts now
    await cache.read('f', featured)
    expect(featuredLoads).toBe(2)
  })

  it('forgets the least recently used key beyond its size', async () => {
    const cache = createCatalogueCache({ clock: new TestClock(), maxEntries: 2 })
    const a = counting('a')
    await cache.read('a', a.loader)
    await cache.read('b', async () => ({ body: 'b' }))
    await cache.read('a', a.loader) // a is now the most recent
    await cache.read('c', async () => ({ body: 'c' })) // evicts b
    expect(cache.size).toBe(2)
    await cache.read('a', a.loader)
    expect(a.calls()).toBe(1)
    let bLoads = 0
    await cache.read('b', async () => ({ body: `b${++bLoads}` }))
    expect(bLoads).toBe(1)
  })

  it('does not cache while disabled (changes could not be heard) nor a missing row', async () => {
    const cache = createCatalogueCache({ clock: new TestClock() })
    cache.setEnabled(false)
    const l = counting()
    await cache.read('k', l.loader)
    await cache.read('k', l.loader)
    expect(l.calls()).toBe(2)
    cache.setEnabled(true)
    expect(await cache.read('gone', async () => null)).toBeNull()
    expect(cache.size).toBe(0)
  })

  it('gives each body a validator that changes with the bytes', async () => {
    const cache = createCatalogueCache({ clock: new TestClock() })
    const one = await cache.read('k', async () => ({ body: '[1]' }))
    cache.invalidate()
    const same = await cache.read('k', async () => ({ body: '[1]' }))
    cache.invalidate()
    const other = await cache.read('k', async () => ({ body: '[2]' }))
    expect(one?.etag).toBe(same?.etag)
    expect(other?.etag).not.toBe(one?.etag)
  })

  it('keeps a gzip form of large bodies, with its own entity tag, and none of small ones', async () => {
    const cache = createCatalogueCache({ clock: new TestClock() })
    const large = JSON.stringify(
      Array.from({ length: 200 }, (_, i) => ({ id: i, title: 'Newborn sleep basics' })),
    )
    const entry = await cache.read('large', async () => ({ body: large }))
    expect(entry?.gzip).not.toBeNull()
    expect(gunzipSync(entry?.gzip?.body as Buffer).toString()).toBe(large)
    expect(entry?.gzip?.body.length).toBeLessThan(large.length / 5)
    expect(entry?.gzip?.etag).not.toBe(entry?.etag)
    const small = await cache.read('small', async () => ({ body: 'x'.repeat(GZIP_MIN_BYTES - 1) }))
    expect(small?.gzip).toBeNull()
  })

  it('makes a brotli form in the background once a body is read again, and none for one-off reads', async () => {
    const cache = createCatalogueCache({ clock: new TestClock() })
    const large = JSON.stringify(
      Array.from({ length: 200 }, (_, i) => ({ id: `event-${i * 7919}`, title: 'Newborn sleep basics' })),
    )
    const first = await cache.read('month', async () => ({ body: large }))
    await cache.read('once', async () => ({ body: `${large} ` }))
    await cache.settled()
    expect(first?.br).toBeNull()
    const again = await cache.read('month', async () => ({ body: 'unused' }))
    await cache.settled()
    expect(again?.br).not.toBeNull()
    expect(brotliDecompressSync(again?.br?.body as Buffer).toString()).toBe(large)
    expect(again?.br?.body.length).toBeLessThan(again?.gzip?.body.length as number)
    expect(new Set([again?.etag, again?.gzip?.etag, again?.br?.etag]).size).toBe(3)
    const once = await cache.read('once', async () => ({ body: 'unused' }))
    expect(once?.br).toBeNull()
  })

  it('keeps the compressed forms when a reload past the time limit finds the same bytes', async () => {
    const clock = new TestClock()
    const cache = createCatalogueCache({ clock, ttlMs: 1000 })
    let body = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: 'Postpartum yoga' })))
    const loader = async () => ({ body })
    await cache.read('k', loader)
    const compressed = await cache.read('k', loader)
    await cache.settled()
    clock.advance(1001)
    const reloaded = await cache.read('k', loader)
    expect(reloaded).not.toBe(compressed)
    expect(reloaded?.br).toBe(compressed?.br)
    expect(reloaded?.gzip).toBe(compressed?.gzip)
    body = body.replace('yoga', 'pilates')
    clock.advance(1001)
    const changed = await cache.read('k', loader)
    expect(changed?.br).toBeNull()
    expect(gunzipSync(changed?.gzip?.body as Buffer).toString()).toBe(body)
  })

  it('skips a queued entry that a change dropped before its turn', async () => {
    const cache = createCatalogueCache({ clock: new TestClock() })
    const body = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: 'Lactation circle' })))
    for (const key of ['a', 'b', 'a', 'b']) await cache.read(key, async () => ({ body }))
    const queued = await cache.read('b', async () => ({ body }))
    cache.invalidate()
    await cache.settled()
    expect(queued?.br).toBeNull()
  })
})
