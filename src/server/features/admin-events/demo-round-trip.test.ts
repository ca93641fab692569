import { isNull } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { assertSeatInvariant } from '../../../../test/seat-invariant'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { createTestDatabase, databaseKinds } from '../../../../test/test-db'
import { EventFormSchema } from '../../../domain/event-form'
// The edit page's own mapping: this test saves exactly what the page would send.
import { eventToFormValues } from '../../../domain/event-form-values'
import type { StaffEvent } from '../../../domain/events'
import type { Database } from '../../db/client'
import { events } from '../../db/schema'
import { seedDemoIfEmpty } from '../../db/seed-demo'

// Every seeded event opens in the edit form and saves back unchanged: its provider photos and banner are
// the site's own /demo/… images, which the form once refused ("Please enter a valid URL").
describe.each(databaseKinds())('the demo catalogue round-trips through the edit form on %s', (kind) => {
  let database: Database
  let t: TestApp
  let admin: Awaited<ReturnType<TestApp['signIn']>>
  beforeAll(async () => {
    database = await createTestDatabase(kind)
    t = await startTestApp({ kind, database })
    await seedDemoIfEmpty(database.db, t.config, t.clock.now())
    admin = await t.signIn({ role: 'admin' })
  }, 60_000)
  // Decision R1: every test leaves each event's counts equal to its registrations and holds.
  afterEach(() => assertSeatInvariant(t.db))
  afterAll(async () => {
    await t.close()
    await database.close()
  })

  const formOf = async (id: string) => {
    const event = (await admin.get(`/api/events/${id}`)).body as StaffEvent
    const tags = (await admin.get(`/api/events/${id}/tags`)).body as { id: number }[]
    return eventToFormValues(
      event,
      tags.map((tag) => tag.id),
    )
  }

  it('uses the site own image paths', async () => {
    const rows = await t.db.select({ photo: events.providerPhotoUrl, image: events.imageUrl }).from(events)
    expect(rows.length).toBeGreaterThan(10)
    for (const r of rows) {
      expect(r.photo).toMatch(/^\/demo\/providers\/.+\.svg$/)
      expect(r.image).toMatch(/^\/demo\/events\/.+\.svg$/)
    }
  })

  it('every seeded event passes the form rules and saves back unchanged', async () => {
    const ids = await t.db.select({ id: events.id }).from(events).where(isNull(events.deletedAt))
    const refused: unknown[] = []
    for (const { id } of ids) {
      const parsed = EventFormSchema.safeParse(await formOf(id))
      if (!parsed.success) {
        refused.push({ id, in: 'form', issues: parsed.error.issues.map((i) => i.path.join('.')) })
        continue
      }
      const res = await admin.patch(`/api/events/${id}`, parsed.data)
      if (res.status !== 200) refused.push({ id, in: 'server', status: res.status, body: res.body })
    }
    expect(refused).toEqual([])
  }, 60_000)

  it('an edited seeded event keeps its /demo images', async () => {
    const [{ id }] = await t.db
      .select({ id: events.id })
      .from(events)
      .where(isNull(events.deletedAt))
      .limit(1)
    const form = EventFormSchema.parse({ ...(await formOf(id)), title: 'Renamed seeded event' })
    const res = await admin.patch(`/api/events/${id}`, form)
    expect(res.status).toBe(200)
    expect(res.body.title).toBe('Renamed seeded event')
    expect(res.body.providerPhotoUrl).toMatch(/^\/demo\/providers\//)
    expect(res.body.imageUrl).toMatch(/^\/demo\/events\//)
  })

  it('refuses a protocol-relative or script link with the field named', async () => {
    const [{ id }] = await t.db
      .select({ id: events.id })
      .from(events)
      .where(isNull(events.deletedAt))
      .limit(1)
    const form = await formOf(id)
    for (const [field, value] of [
      ['imageUrl', '//evil.example/banner.png'],
      ['providerPhotoUrl', 'javascript:alert(1)'],
    ] as const) {
      const res = await admin.patch(`/api/events/${id}`, { ...form, [field]: value })
      expect(res.status, field).toBe(400)
      expect(res.body.errors).toEqual([
        { path: field, message: 'Upload the picture: only pictures stored on this site can be shown' },
      ])
    }
  })
})
