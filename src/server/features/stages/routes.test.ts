import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent } from '../../../../test/factories'
import { startTestApp, type TestApp, TestClock } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'

// 2030-03-01 at noon in Chicago: a due date of 2030-05-24 is week 28; a baby born 2029-12-01 is 3 months old.
const NOW = new Date('2030-03-01T18:00:00Z')
const day = (d: string) => new Date(`${d}T18:00:00Z`)
const late = { from: { phase: 'pregnant', value: 28 }, to: { phase: 'pregnant', value: 40 } } as const
const infant = { from: { phase: 'baby', value: 0 }, to: { phase: 'baby', value: 6 } } as const

describe.each(databaseKinds())('classes for my stage on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind, clock: new TestClock(NOW) })
  })
  afterAll(() => t.close())

  it('keeps a family’s dates private to them, with where each child is today', async () => {
    const anon = t.client()
    expect((await anon.get('/api/my-stages')).status).toBe(401)
    expect((await anon.post('/api/my-stages', { kind: 'due', date: '2030-05-24' })).status).toBe(401)
    const parent = await t.signIn({ role: 'parent' })
    const other = await t.signIn({ role: 'parent' })
    const due = await parent.post('/api/my-stages', { kind: 'due', date: '2030-05-24' })
    expect(due.status).toBe(201)
    expect(due.body.stage).toEqual({ phase: 'pregnant', value: 28 })
    const born = await parent.post('/api/my-stages', { kind: 'born', date: '2029-12-01', name: 'Sam' })
    expect(born.body).toMatchObject({ name: 'Sam', stage: { phase: 'baby', value: 3 } })
    expect((await parent.get('/api/my-stages')).body).toHaveLength(2)
    expect((await other.get('/api/my-stages')).body).toEqual([])
    // Another account cannot remove them (it cannot even learn they exist).
    expect((await other.delete(`/api/my-stages/${born.body.id}`)).status).toBe(404)
    expect((await parent.delete(`/api/my-stages/${born.body.id}`)).status).toBe(204)
    expect((await parent.get('/api/my-stages')).body).toHaveLength(1)
  })

  it('refuses dates that cannot be right, naming the field', async () => {
    const parent = await t.signIn({ role: 'parent' })
    const future = await parent.post('/api/my-stages', { kind: 'born', date: '2030-04-01' })
    expect(future.status).toBe(400)
    expect(future.body.errors).toEqual([{ path: 'date', message: 'A birth date cannot be in the future' }])
    const far = await parent.post('/api/my-stages', { kind: 'due', date: '2031-06-01' })
    expect(far.body.message).toBe('A due date is at most 42 weeks away')
    expect((await parent.post('/api/my-stages', { kind: 'due', date: '2030-02-30' })).status).toBe(400)
    expect((await parent.post('/api/my-stages', { kind: 'soon', date: '2030-05-01' })).status).toBe(400)
  })

  it('filters the calendar to the classes that fit on their own day, and recommends them', async () => {
    const fits = await createEvent(t.db, {
      title: 'Birth Prep at 30 Weeks',
      startsAt: day('2030-03-20'),
      stageRange: late,
    })
    // Week 28 today, but the class is in 20 weeks: the baby will be born by then.
    const tooLate = await createEvent(t.db, {
      title: 'Late Pregnancy Yoga',
      startsAt: day('2030-07-20'),
      stageRange: late,
    })
    const baby = await createEvent(t.db, {
      title: 'Infant Sleep',
      startsAt: day('2030-03-10'),
      stageRange: infant,
    })
    const anyone = await createEvent(t.db, { title: 'Open Circle', startsAt: day('2030-03-12') })

    const parent = await t.signIn({ role: 'parent' })
    await parent.post('/api/my-stages', { kind: 'due', date: '2030-05-24' })
    const mine = await parent.get('/api/events?forMyStage=true')
    expect(mine.status).toBe(200)
    expect(mine.headers.get('cache-control')).toContain('no-store')
    const titles = mine.body.map((e: { title: string }) => e.title)
    expect(titles).toContain(fits.title)
    expect(titles).not.toContain(tooLate.title)
    expect(titles).not.toContain(baby.title)
    expect(titles).not.toContain(anyone.title)
    const summaries = await parent.get('/api/events?forMyStage=true&view=calendar')
    expect(summaries.body.map((e: { id: string }) => e.id)).toContain(fits.id)

    const recs = await parent.get('/api/my-recommendations')
    expect(recs.body).toEqual([
      expect.objectContaining({
        heading: 'Recommended for you at 28 weeks',
        events: [expect.objectContaining({ id: fits.id })],
      }),
    ])
    // The same event's public page shows its range to everyone; the family's dates never appear anywhere.
    const pub = await t.client().get(`/api/events/${fits.id}`)
    expect(pub.body.stageRange).toEqual(late)
    expect(JSON.stringify(pub.body)).not.toContain('2030-05-24')

    expect((await t.client().get('/api/events?forMyStage=true')).status).toBe(401)
    const none = await t.signIn({ role: 'parent' })
    expect((await none.get('/api/events?forMyStage=true')).body).toEqual([])
    expect((await none.get('/api/my-recommendations')).body).toEqual([])
  })

  it('filters by the language a class is taught in', async () => {
    const es = await createEvent(t.db, {
      title: 'Lactancia para mamás',
      language: 'Spanish',
      startsAt: day('2030-03-15'),
    })
    const en = await createEvent(t.db, { title: 'Feeding Basics', startsAt: day('2030-03-15') })
    const list = await t.client().get('/api/events?language=Spanish')
    const ids = list.body.map((e: { id: string }) => e.id)
    expect(ids).toContain(es.id)
    expect(ids).not.toContain(en.id)
  })
})
