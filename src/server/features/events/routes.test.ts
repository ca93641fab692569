import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent } from '../../../../test/factories'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { eventTags } from '../../db/schema'
import { createTag } from '../admin-events/test-fixtures'

describe.each(databaseKinds())('event reads on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  it('hides drafts and archived events from everyone but staff (404 for one)', async () => {
    const draft = await createEvent(t.db, { status: 'draft', title: 'Secret Draft' })
    const archived = await createEvent(t.db, { status: 'archived' })
    const cancelled = await createEvent(t.db, { status: 'cancelled', title: 'Called Off' })
    const anon = t.client()
    expect((await anon.get(`/api/events/${draft.id}`)).status).toBe(404)
    expect((await anon.get(`/api/events/${archived.id}`)).status).toBe(404)
    expect((await anon.get(`/api/events/${cancelled.id}`)).body.status).toBe('cancelled')
    const parent = await t.signIn({ role: 'parent' })
    expect((await parent.get(`/api/events/${draft.id}`)).status).toBe(404)
    const titles = (await parent.get('/api/events')).body.map((e: { title: string }) => e.title)
    expect(titles).toContain('Called Off')
    expect(titles).not.toContain('Secret Draft')
    const admin = await t.signIn({ role: 'admin' })
    expect((await admin.get(`/api/events/${draft.id}`)).body.title).toBe('Secret Draft')
    const reviewer = await t.signIn({ role: 'reviewer' })
    expect((await reviewer.get(`/api/events/${draft.id}`)).status).toBe(200)
  })

  it('lists featured events a family can still book first, then the full ones, each by start (26.12)', async () => {
    const day = 24 * 3600_000
    const at = (days: number) => new Date(Date.now() + days * day)
    const full = await createEvent(t.db, { featured: true, startsAt: at(40), capacity: 2, enrolled: 2 })
    const soldOut = await createEvent(t.db, { featured: true, startsAt: at(41), status: 'sold_out' })
    const held = await createEvent(t.db, { featured: true, startsAt: at(42), capacity: 1, heldSeats: 1 })
    const open = await createEvent(t.db, { featured: true, startsAt: at(43) })
    const limited = await createEvent(t.db, { featured: true, startsAt: at(44), status: 'limited' })
    const mine = new Set([full.id, soldOut.id, held.id, open.id, limited.id])
    for (const reader of [t.client(), await t.signIn({ role: 'admin' })]) {
      for (const view of ['', '&view=calendar']) {
        const ids = (await reader.get(`/api/events?featured=true${view}`)).body
          .map((e: { id: string }) => e.id)
          .filter((id: string) => mine.has(id))
        expect(ids).toEqual([open.id, limited.id, full.id, soldOut.id, held.id])
      }
    }
    // The plain calendar keeps its order by start.
    const all = (await t.client().get('/api/events')).body
      .map((e: { id: string }) => e.id)
      .filter((id: string) => mine.has(id))
    expect(all).toEqual([full.id, soldOut.id, held.id, open.id, limited.id])
  })

  it('shows every reader the tags of an event and filters the calendar by one (issue 25.6)', async () => {
    const stage = await createTag(t.db, 'Stage')
    const topic = await createTag(t.db, 'Topic')
    const tagged = await createEvent(t.db, { title: 'Tagged Class' })
    const plain = await createEvent(t.db, { title: 'Plain Class' })
    const draft = await createEvent(t.db, { status: 'draft', title: 'Tagged Draft' })
    await t.db.insert(eventTags).values([
      { eventId: tagged.id, tagId: topic.id },
      { eventId: tagged.id, tagId: stage.id },
      { eventId: draft.id, tagId: stage.id },
    ])
    const anon = t.client()
    // Category, then name: Stage before Topic.
    expect((await anon.get(`/api/events/${tagged.id}`)).body.tags).toEqual([stage.tagName, topic.tagName])
    expect((await anon.get(`/api/events/${plain.id}`)).body.tags).toEqual([])
    const listed = (await anon.get('/api/events')).body.find((e: { id: string }) => e.id === tagged.id)
    expect(listed.tags).toEqual([stage.tagName, topic.tagName])

    const byTag = (await anon.get(`/api/events?tag=${encodeURIComponent(stage.tagName)}`)).body
    expect(byTag.map((e: { id: string }) => e.id)).toEqual([tagged.id])
    const grid = await anon.get(`/api/events?view=calendar&tag=${encodeURIComponent(topic.tagName)}`)
    expect(grid.body.map((e: { id: string }) => e.id)).toEqual([tagged.id])
    expect((await anon.get('/api/events?tag=No%20Such%20Tag')).body).toEqual([])
    const admin = await t.signIn({ role: 'admin' })
    const staffIds = (await admin.get(`/api/events?tag=${encodeURIComponent(stage.tagName)}`)).body.map(
      (e: { id: string }) => e.id,
    )
    expect(staffIds.sort()).toEqual([tagged.id, draft.id].sort())

    // The list of tags and an event's own are public; a draft's are staff's.
    expect((await anon.get('/api/tags')).body).toEqual(expect.arrayContaining([stage, topic]))
    expect((await anon.get(`/api/events/${tagged.id}/tags`)).body).toEqual([stage, topic])
    expect((await anon.get(`/api/events/${draft.id}/tags`)).status).toBe(404)
    expect((await admin.get(`/api/events/${draft.id}/tags`)).body).toEqual([stage])
  })

  it('never shows join links or emails to the public, shows them to staff', async () => {
    const e = await createEvent(t.db, {
      webinarLink: 'https://zoom.example/j/1',
      providerEmail: 'p@example.test',
    })
    const pub = (await t.client().get(`/api/events/${e.id}`)).body
    expect(pub.webinarLink).toBeUndefined()
    expect(pub.providerEmail).toBeUndefined()
    expect(pub.hasWebinarLink).toBe(true)
    const admin = await t.signIn({ role: 'admin' })
    expect((await admin.get(`/api/events/${e.id}`)).body.webinarLink).toBe('https://zoom.example/j/1')
  })

  it('shows availability from the real counts and the price as a decimal string', async () => {
    const e = await createEvent(t.db, { capacity: 10, enrolled: 7, heldSeats: 1, priceCents: 2500 })
    const body = (await t.client().get(`/api/events/${e.id}`)).body
    expect(body).toMatchObject({ spotsLeft: 2, status: 'limited', price: '25.00', enrolled: 7, capacity: 10 })
  })

  it('answers 404 with the error format for an unknown or malformed id', async () => {
    const res = await t.client().get('/api/events/not-a-uuid')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'Event not found' })
  })

  it('lists featured upcoming events for the home page', async () => {
    await createEvent(t.db, {
      featured: true,
      title: 'Past Featured',
      startsAt: new Date(Date.now() - 86400000),
    })
    await createEvent(t.db, { featured: true, title: 'Next Featured' })
    // Called off: it stays in the calendar with its badge, but it is not one of the home page's three.
    await createEvent(t.db, { featured: true, title: 'Cancelled Featured', status: 'cancelled' })
    const list = (await t.client().get('/api/events?featured=true&limit=3')).body
    const titles = list.map((e: { title: string }) => e.title)
    expect(titles).toContain('Next Featured')
    expect(titles).not.toContain('Past Featured')
    expect(titles).not.toContain('Cancelled Featured')
    expect(list.length).toBeLessThanOrEqual(3)
  })

  it('searches title, description, all three provider names and type, case-insensitively', async () => {
    const tag = `zq${Date.now()}`
    const a = await createEvent(t.db, { title: `Baby Sleep ${tag}` })
    const b = await createEvent(t.db, { description: `Learn about ${tag.toUpperCase()} routines` })
    const c = await createEvent(t.db, { provider3Name: `Dr ${tag} Third` })
    const d = await createEvent(t.db, { provider2Name: `Nurse ${tag}` })
    const e = await createEvent(t.db, { providerName: `Doula ${tag}` })
    const hidden = await createEvent(t.db, { title: `Draft ${tag}`, status: 'draft' })
    await createEvent(t.db, { title: 'Unrelated' })
    const ids = (await t.client().get(`/api/events?q=${tag.toUpperCase()}`)).body.map(
      (x: { id: string }) => x.id,
    )
    expect(ids.sort()).toEqual([a.id, b.id, c.id, d.id, e.id].sort())
    expect(ids).not.toContain(hidden.id)
    const typed = await createEvent(t.db, { eventType: 'Skills Lab', title: `Type ${tag}` })
    const byType = (await t.client().get('/api/events?q=skills%20LAB')).body.map((x: { id: string }) => x.id)
    expect(byType).toContain(typed.id)
  })

  it('treats % and _ in the search text literally', async () => {
    const lit = await createEvent(t.db, { title: '100% Ready_Set' })
    await createEvent(t.db, { title: '100 Ready Set' })
    const ids = (await t.client().get(`/api/events?q=${encodeURIComponent('100% Ready_')}`)).body.map(
      (x: { id: string }) => x.id,
    )
    expect(ids).toEqual([lit.id])
  })

  it('filters by type and by free or paid price, combined with the date range', async () => {
    const base = new Date(Date.UTC(2031, 2, 1))
    const at = (day: number) => new Date(base.getTime() + day * 86400000)
    const free = await createEvent(t.db, { startsAt: at(2), eventType: 'Support Circle', priceCents: 0 })
    const paid = await createEvent(t.db, { startsAt: at(3), eventType: 'Support Circle', priceCents: 1500 })
    const other = await createEvent(t.db, { startsAt: at(4), eventType: 'Skills Lab', priceCents: 1500 })
    await createEvent(t.db, { startsAt: at(40), eventType: 'Support Circle' })
    const range = `from=${at(0).toISOString()}&to=${at(31).toISOString()}`
    const get = async (qs: string) =>
      (await t.client().get(`/api/events?${range}&${qs}`)).body.map((x: { id: string }) => x.id)
    expect(await get('type=Support%20Circle')).toEqual([free.id, paid.id])
    expect(await get('price=free')).toEqual([free.id])
    expect(await get('price=paid')).toEqual([paid.id, other.id])
    expect(await get('price=all')).toEqual([free.id, paid.id, other.id])
    expect(await get('type=Skills%20Lab&price=free')).toEqual([])
    expect((await t.client().get('/api/events?price=cheap')).status).toBe(400)
  })

  it('gives the calendar grids summaries of the same events, drafts only to staff', async () => {
    const base = new Date(Date.UTC(2032, 4, 1))
    const at = (day: number) => new Date(base.getTime() + day * 86400000)
    const open = await createEvent(t.db, {
      startsAt: at(1),
      capacity: 10,
      enrolled: 8,
      priceCents: 1200,
      providerName: 'Dana Doula',
      providerBio: 'A long biography the grid never shows',
      description: 'A long description the grid never shows',
    })
    const draft = await createEvent(t.db, { startsAt: at(2), status: 'draft' })
    const range = `from=${at(0).toISOString()}&to=${at(10).toISOString()}`
    const summaries = (await t.client().get(`/api/events?${range}&view=calendar`)).body
    expect(summaries).toEqual([
      {
        id: open.id,
        title: open.title,
        eventType: open.eventType,
        date: at(1).toISOString(),
        duration: open.durationMinutes,
        price: '12.00',
        priceCents: 1200,
        spotsLeft: 2,
        status: 'limited',
        providerName: 'Dana Doula',
        featured: false,
        audience: 'all',
      },
    ])
    const full = (await t.client().get(`/api/events?${range}`)).body
    expect(full.map((e: { id: string }) => e.id)).toEqual([open.id])
    expect(full[0].providerBio).toBe('A long biography the grid never shows')

    const admin = await t.signIn({ role: 'admin' })
    const staff = (await admin.get(`/api/events?${range}&view=calendar`)).body
    expect(staff.map((e: { id: string; status: string }) => [e.id, e.status])).toEqual([
      [open.id, 'limited'],
      [draft.id, 'draft'],
    ])
    expect(staff[1].facilitatorEmail).toBeUndefined()
    const bad = await t.client().get('/api/events?view=compact')
    expect(bad.status).toBe(400)
    expect(bad.body.errors?.[0]?.path).toBe('view')
  })
})
