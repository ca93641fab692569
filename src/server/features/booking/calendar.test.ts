import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createProvider } from '../../../../test/factories'
import { assertSeatInvariant } from '../../../../test/seat-invariant'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import { events } from '../../db/schema'

/** Reads a calendar file back the way a calendar application would, VTIMEZONE included. */
function readCalendar(text: string) {
  const root = new ICAL.Component(ICAL.parse(text))
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz)
  const vevent = root.getFirstSubcomponent('vevent')
  if (!vevent) throw new Error('no VEVENT')
  const ev = new ICAL.Event(vevent)
  return { root, vevent, ev, start: ev.startDate.toJSDate(), end: ev.endDate.toJSDate() }
}

describe.each(databaseKinds())('calendar files on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind, env: { PUBLIC_URL: 'https://cradle.example' } })
    t.clock.set(new Date('2026-01-01T00:00:00Z'))
  })
  // Decision R1: every test leaves each event's counts equal to its registrations and holds.
  afterEach(() => assertSeatInvariant(t.db))
  afterAll(() => t.close())

  it.each([
    ['during daylight saving time (CDT, UTC-5)', '2026-07-15T14:00:00Z', '20260715T090000'],
    ['outside daylight saving time (CST, UTC-6)', '2026-02-10T15:00:00Z', '20260210T090000'],
  ])('gives an attendee the right UTC instants %s', async (_label, iso, local) => {
    const ev = await createEvent(t.db, {
      startsAt: new Date(iso),
      durationMinutes: 90,
      timezone: 'America/Chicago',
      title: 'Feeding, Sleep; and You',
      webinarLink: 'https://zoom.example/j/secret-room',
    })
    const parent = await t.signIn()
    expect((await parent.get(`/api/events/${ev.id}/calendar.ics`)).status).toBe(403)
    const reg = (await parent.post('/api/registrations', { eventId: ev.id })).body
    const res = await parent.get(`/api/events/${ev.id}/calendar.ics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/)
    expect(res.text).toContain(`DTSTART;TZID=America/Chicago:${local}`)
    expect(res.text).toContain('BEGIN:VTIMEZONE')
    expect(res.text).not.toContain('zoom.example')
    const cal = readCalendar(res.text)
    expect(cal.start.toISOString()).toBe(new Date(iso).toISOString())
    expect(cal.end.getTime() - cal.start.getTime()).toBe(90 * 60_000)
    expect(cal.ev.summary).toBe('Feeding, Sleep; and You')
    expect(cal.ev.uid).toBe(`registration-${reg.id}@cradle`)
    expect(cal.vevent.getFirstPropertyValue('url')).toBe(`https://cradle.example/events/${ev.id}`)
    expect(String(cal.vevent.getFirstPropertyValue('organizer'))).toMatch(/^mailto:/)
    expect(cal.vevent.getFirstPropertyValue('sequence')).toBe(0)

    // A change raises SEQUENCE and keeps the UID, so calendars update the entry.
    await t.db.update(events).set({ sequence: 3 }).where(eq(events.id, ev.id))
    const again = readCalendar((await parent.get(`/api/events/${ev.id}/calendar.ics`)).text)
    expect(again.ev.uid).toBe(cal.ev.uid)
    expect(again.vevent.getFirstPropertyValue('sequence')).toBe(3)
  })

  it("serves the provider file to the event's providers and admins only", async () => {
    const provider = await t.signIn({ role: 'provider' })
    const profile = await createProvider(t.db, { userId: provider.user.id })
    const ev = await createEvent(t.db, {
      startsAt: new Date('2026-03-20T16:00:00Z'),
      provider2Id: profile.id,
    })
    const res = await provider.get(`/api/events/${ev.id}/calendar-provider.ics`)
    expect(res.status).toBe(200)
    expect(readCalendar(res.text).ev.uid).toBe(`event-${ev.id}@cradle`)
    // A facilitator is told how a facilitator gets in, not a family's join link they will never receive.
    const description = String(readCalendar(res.text).ev.description)
    expect(description).toContain('You are facilitating this session.')
    expect(description).not.toContain('personal join link')
    const stranger = await t.signIn({ role: 'provider' })
    expect((await stranger.get(`/api/events/${ev.id}/calendar-provider.ics`)).status).toBe(403)
    expect((await (await t.signIn()).get(`/api/events/${ev.id}/calendar-provider.ics`)).status).toBe(403)
    expect(
      (await (await t.signIn({ role: 'admin' })).get(`/api/events/${ev.id}/calendar-provider.ics`)).status,
    ).toBe(200)
    expect((await t.client().get(`/api/events/${ev.id}/calendar-provider.ics`)).status).toBe(401)
  })
})
