import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEvent, createUser } from '../../../test/factories'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { bugReports, eventProposals, registrations, waitlistEntries } from '../db/schema'
import type { MessageKind } from '../jobs/outbox'
import { createRenderer, NON_ESSENTIAL_KINDS, type OutboxRow } from './render'

// Rendering is pure over the rows it reads, so one database kind is enough here.
describe('every message kind renders from its payload', () => {
  let t: TestApp
  const payloads = {} as Record<MessageKind, Record<string, unknown>>
  let userId = ''
  beforeAll(async () => {
    t = await startTestApp({ env: { SUPPORT_EMAIL: 'help@cradle.test' } })
    const user = await createUser(t.db, { timezone: 'Pacific/Honolulu', firstName: 'Kai' })
    userId = user.id
    const event = await createEvent(t.db, {
      parentSurveyUrl: 'https://forms.example/s',
      startsAt: new Date('2030-01-10T20:00:00Z'),
    })
    const [reg] = await t.db
      .insert(registrations)
      .values({
        eventId: event.id,
        userId,
        joinToken: randomBytes(8).toString('hex'),
        amountCents: 2500,
        attendedAt: new Date('2030-01-10T20:05:00Z'),
      })
      .returning()
    const absent = await createUser(t.db)
    const [missed] = await t.db
      .insert(registrations)
      .values({ eventId: event.id, userId: absent.id, joinToken: randomBytes(8).toString('hex') })
      .returning()
    const [w] = await t.db
      .insert(waitlistEntries)
      .values({
        eventId: event.id,
        userId,
        status: 'offered',
        offerToken: 'tok',
        offerExpiresAt: new Date('2030-01-09T20:00:00Z'),
      })
      .returning()
    const [proposal] = await t.db
      .insert(eventProposals)
      .values({ serviceType: 'Class', eventName: 'Twins 101', reviewNotes: 'Lovely idea' })
      .returning()
    const [bug] = await t.db
      .insert(bugReports)
      .values({ userId, title: 'Button broken', description: 'The save button does nothing.' })
      .returning()
    const r = { registrationId: reg.id, eventId: event.id }
    Object.assign(payloads, {
      'registration-confirmation': r,
      'registration-cancelled': r,
      'payment-refunded': { ...r, amountCents: 2500 },
      'waitlist-offer': { waitlistEntryId: w.id, eventId: event.id },
      'join-link': { ...r, startsAt: event.startsAt.toISOString() },
      'sms-reminder': { ...r, startsAt: event.startsAt.toISOString() },
      'post-event-survey': r,
      'missed-session': { registrationId: missed.id, eventId: event.id },
      'event-cancelled': { eventId: event.id },
      'event-rescheduled': { eventId: event.id, previousStartsAt: '2030-01-08T20:00:00Z' },
      'event-published': { eventId: event.id },
      'event-deleted': { eventId: event.id },
      'proposal-status-changed': { proposalId: proposal.id, status: 'approved' },
      'coming-soon-published': { proposalId: proposal.id, eventId: event.id },
      'bug-report': { bugReportId: bug.id },
    })
  })
  afterAll(() => t.close())

  const row = (kind: MessageKind, payload: Record<string, unknown>): OutboxRow => ({
    id: '00000000-0000-0000-0000-000000000001',
    channel: kind === 'sms-reminder' ? 'sms' : 'email',
    kind,
    recipient: kind === 'sms-reminder' ? '+13125550100' : 'kai@example.test',
    userId,
    subject: null,
    payload,
    dedupeKey: null,
    status: 'sending',
    attempts: 1,
    maxAttempts: 5,
    nextAttemptAt: new Date(),
    lockedUntil: new Date(),
    lastError: null,
    providerMessageId: null,
    sentAt: null,
    createdAt: new Date(),
  })

  it('renders HTML and text with the product, the support address, the recipient timezone and the right headers', async () => {
    const renderer = createRenderer({ db: t.db, config: t.config, clock: t.clock })
    for (const [kind, payload] of Object.entries(payloads) as [MessageKind, Record<string, unknown>][]) {
      if (kind === 'sms-reminder') continue
      const r = await renderer.render(row(kind, payload))
      if (r.type !== 'email') throw new Error(`${kind} rendered ${r.type}`)
      expect(r.html, kind).toContain('Cradle')
      expect(r.text, kind).toContain('help@cradle.test')
      expect(r.html, kind).toContain('help@cradle.test')
      expect(!!r.headers['List-Unsubscribe'], kind).toBe(NON_ESSENTIAL_KINDS.has(kind))
      if (['registration-confirmation', 'event-rescheduled', 'event-cancelled'].includes(kind))
        expect(
          r.attachments.map((a) => a.filename),
          kind,
        ).toEqual(['event.ics'])
    }
    const confirmation = await renderer.render(
      row('registration-confirmation', payloads['registration-confirmation']),
    )
    expect(confirmation.type === 'email' && confirmation.text).toContain('10:00 AM HST')
    expect(confirmation.type === 'email' && confirmation.text).toContain('Amount paid: $25.00')
  })

  it('a reschedule queued without the previous length, start unchanged, names the new length, not the same time twice', async () => {
    const renderer = createRenderer({ db: t.db, config: t.config, clock: t.clock })
    const { eventId } = payloads['event-cancelled']
    const r = await renderer.render(
      row('event-rescheduled', { eventId, previousStartsAt: '2030-01-10T20:00:00.000Z' }),
    )
    expect(r.type === 'email' && r.text).toContain('now lasts 60 minutes and ends at 11:00 AM HST.')
    expect(r.type === 'email' && r.text).not.toContain('has moved')
  })

  it('renders the SMS only for someone who opted in', async () => {
    const renderer = createRenderer({ db: t.db, config: t.config, clock: t.clock })
    expect(await renderer.render(row('sms-reminder', payloads['sms-reminder']))).toEqual({
      type: 'skip',
      reason: 'recipient turned SMS off',
    })
  })
})
