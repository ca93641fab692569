import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createProvider } from '../../../../test/factories'
import { startTestApp, type TestApp } from '../../../../test/test-app'
import { databaseKinds } from '../../../../test/test-db'
import type { DataExport } from '../../../domain/account'
import {
  dataExports,
  eventProposals,
  favorites,
  notificationPreferences,
  outbox,
  paymentIntents,
  proposalVotes,
  registrations,
  waitlistEntries,
} from '../../db/schema'
import { INLINE_EXPORT_LIMIT } from './data-contents'

describe.each(databaseKinds())('download my data on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ kind })
  })
  afterAll(() => t.close())

  it('gives the person everything held about them as JSON and a readable summary, through a signed link (issue 33.1)', async () => {
    const me = await t.signIn({ firstName: 'Dana', phone: '+15555550123' })
    const uid = me.user.id
    const provider = await createProvider(t.db, { firstName: 'Rosa', lastName: 'Midwife' })
    const free = await createEvent(t.db, { title: 'Newborn sleep' })
    const paid = await createEvent(t.db, { title: 'Birth prep', priceCents: 2500 })
    const full = await createEvent(t.db, { title: 'Loss circle' })
    await t.db
      .insert(notificationPreferences)
      .values({ userId: uid, smsOptIn: true, preferredChannel: 'both' })
    await t.db.insert(paymentIntents).values({
      id: 'pi_export_1',
      clientSecret: 'pi_export_1_secret_DO_NOT_LEAK',
      processor: 'test',
      userId: uid,
      eventId: paid.id,
      amountCents: 2500,
      status: 'succeeded',
    })
    await t.db.insert(registrations).values([
      { eventId: free.id, userId: uid, joinToken: randomBytes(16).toString('hex'), utmSource: 'newsletter' },
      {
        eventId: paid.id,
        userId: uid,
        joinToken: 'join-token-DO-NOT-LEAK',
        amountCents: 2500,
        paymentStatus: 'succeeded',
        paymentIntentId: 'pi_export_1',
      },
    ])
    await t.db.insert(waitlistEntries).values({ eventId: full.id, userId: uid })
    const [proposal] = await t.db
      .insert(eventProposals)
      .values({ serviceType: 'Class', eventName: 'Baby massage', status: 'coming_soon' })
      .returning()
    await t.db.insert(proposalVotes).values({ proposalId: proposal.id, userId: uid })
    await t.db.insert(favorites).values({ userId: uid, providerId: provider.id })
    await t.db.insert(eventProposals).values({
      serviceType: 'Class',
      eventName: 'My own idea',
      submittedByUserId: uid,
      internalNotes: 'staff only DO NOT LEAK',
    })
    await t.db.insert(outbox).values({
      channel: 'email',
      kind: 'registration-confirmation',
      recipient: me.user.email,
      userId: uid,
      subject: 'You are registered: Newborn sleep',
      status: 'sent',
    })

    expect((await me.get('/api/account/data-export')).body).toBeNull()
    const made = await me.post('/api/account/data-export', {})
    expect(made.status).toBe(201)
    const exp = made.body as DataExport
    expect(exp.status).toBe('ready')
    expect(exp.jsonUrl).toMatch(/^\/api\/account\/data-export\/download\?format=json&token=/)
    expect((await me.get('/api/account/data-export')).body).toMatchObject({ id: exp.id, status: 'ready' })

    const json = await me.get(exp.jsonUrl ?? '')
    expect(json.status).toBe(200)
    expect(json.headers.get('content-disposition')).toMatch(/attachment; filename="cradle-data-.*\.json"/)
    const data = JSON.parse(json.text)
    expect(data.profile).toMatchObject({ email: me.user.email, firstName: 'Dana', phone: '+15555550123' })
    expect(data.preferences).toMatchObject({ smsOptIn: true, preferredChannel: 'both' })
    expect(data.registrations.map((r: { event: string }) => r.event).sort()).toEqual([
      'Birth prep',
      'Newborn sleep',
    ])
    expect(data.payments).toEqual([expect.objectContaining({ event: 'Birth prep', amountCents: 2500 })])
    expect(data.waitlist).toEqual([expect.objectContaining({ event: 'Loss circle', status: 'waiting' })])
    expect(data.votes).toEqual([expect.objectContaining({ proposal: 'Baby massage' })])
    expect(data.favorites).toEqual([expect.objectContaining({ provider: 'Rosa Midwife' })])
    expect(data.proposals).toEqual([expect.objectContaining({ eventName: 'My own idea' })])
    expect(data.messages).toEqual([expect.objectContaining({ subject: 'You are registered: Newborn sleep' })])
    expect(data.signInHistory.attempts.some((a: { succeeded: boolean }) => a.succeeded)).toBe(true)
    expect(data.signInHistory.sessions.length).toBeGreaterThan(0)
    // Card data never reaches Cradle; secrets and staff notes are not the person's data.
    expect(json.text).not.toMatch(/DO.NOT.LEAK|passwordHash|clientSecret|joinToken/)

    const txt = await me.get(exp.summaryUrl ?? '')
    expect(txt.status).toBe(200)
    expect(txt.headers.get('content-type')).toMatch(/text\/plain/)
    expect(txt.text).toContain('Your data at Cradle')
    expect(txt.text).toContain('Birth prep: 25.00 USD, succeeded')

    // The link is this account's only, and expires.
    const other = await t.signIn()
    expect((await other.get(exp.jsonUrl ?? '')).status).toBe(404)
    expect((await t.client().get(exp.jsonUrl ?? '')).status).toBe(401)
    expect((await me.get(`${(exp.jsonUrl ?? '').slice(0, -3)}xyz`)).status).toBe(404)
    t.clock.advance(25 * 3600_000)
    expect((await me.get(exp.jsonUrl ?? '')).status).toBe(404)
    expect((await me.get('/api/account/data-export')).body).toBeNull()
    await t.runTasks()
    expect(await t.db.select().from(dataExports).where(eq(dataExports.id, exp.id))).toEqual([])
  })

  it('makes a large account’s copy in the background and emails when it is ready', async () => {
    const me = await t.signIn()
    await t.db.insert(outbox).values(
      Array.from({ length: INLINE_EXPORT_LIMIT + 1 }, (_, i) => ({
        channel: 'email' as const,
        kind: 'test',
        recipient: me.user.email,
        userId: me.user.id,
        status: 'sent' as const,
        subject: `Old message ${i}`,
      })),
    )
    const made = await me.post('/api/account/data-export', {})
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ status: 'pending', jsonUrl: null })
    // Asking again while it is being made answers the same copy.
    expect((await me.post('/api/account/data-export', {})).body).toMatchObject({ id: made.body.id })
    await t.runTasks()
    const ready = (await me.get('/api/account/data-export')).body as DataExport
    expect(ready.status).toBe('ready')
    const data = JSON.parse((await me.get(ready.jsonUrl ?? '')).text)
    expect(data.messages.length).toBe(INLINE_EXPORT_LIMIT + 1)
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, me.user.id), eq(outbox.kind, 'data-export-ready')))
    expect(mails).toHaveLength(1)
  })
})
