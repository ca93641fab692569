import { type AccommodationKind, accommodationLabel } from '../../domain/accommodations'
import { DATA_EXPORT_TTL_HOURS } from '../../domain/account'
import { smsNotice } from '../../domain/registrant-messages'
import { JOIN_LINK_LEAD_HOURS } from '../../domain/reminder-timing'
import { verificationToken, verificationUrl } from '../auth/email-verification'
import { resetToken, resetUrl } from '../auth/password-reset'
import { buildCalendar, parseMailbox } from '../calendar-file'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { DbOrTx } from '../db/client'
import type { outbox } from '../db/schema'
import * as l from './load'
import { SURVEY_MAX_AGE_MS } from './schedule'
import * as account from './templates/account'
import type { Composed } from './templates/compose'
import type { TemplateContext } from './templates/context'
import * as ev from './templates/event-changes'
import * as reg from './templates/registrations'
import * as rem from './templates/reminders'
import * as rev from './templates/reviews'
import * as staff from './templates/staff'
import { unsubscribeUrl } from './unsubscribe-token'

export type OutboxRow = typeof outbox.$inferSelect

export interface RenderedEmail {
  type: 'email'
  subject: string
  html: string
  text: string
  headers: Record<string, string>
  attachments: { filename: string; content: string; contentType: string }[]
  /** Values only the recipient may see (a password-reset token): hidden in every copy kept or shown to staff. */
  secrets?: string[]
}

export const HIDDEN_SECRET = '[hidden: only the recipient can use this link]'

/** The mail as staff may read it: each secret replaced, wherever it appears. */
export function redactSecrets(r: RenderedEmail): RenderedEmail {
  if (!r.secrets?.length) return r
  const hide = (s: string) =>
    r.secrets?.reduce((out, secret) => out.split(secret).join(HIDDEN_SECRET), s) ?? s
  return { ...r, subject: hide(r.subject), html: hide(r.html), text: hide(r.text), secrets: [] }
}
/** A skip is `final` when nothing can make the message due again (the event started): it is kept as Skipped. */
export type Rendered =
  | RenderedEmail
  | { type: 'sms'; body: string }
  | { type: 'skip'; reason: string; final?: boolean }

/** Mail people may turn off (emailOptIn); carries one-click unsubscribe. Confirmations and notices about a booked session do not. */
export const NON_ESSENTIAL_KINDS = new Set([
  'post-event-survey',
  'missed-session',
  'event-published',
  'coming-soon-published',
  'stage-suggestions',
])

const skip = (reason: string, final?: boolean): Rendered =>
  final ? { type: 'skip', reason, final } : { type: 'skip', reason }

/** Why families no longer expect this event to happen, or null while it is on. */
const inactiveReason = (e: l.EventRow) =>
  l.isActiveEvent(e) ? null : `event is ${e.deletedAt ? 'deleted' : e.status}`

/**
 * Turns an outbox row into the message to send, from the CURRENT rows: a reminder for a cancelled
 * registration or a moved event is skipped, a rescheduled time is shown as it is now.
 */
export function createRenderer(deps: { db: DbOrTx; config: Config; clock: Clock }) {
  const { db, config, clock } = deps
  const publicUrl = config.PUBLIC_URL

  /** `withdrawn`: the family's own cancellation; the entry is removed although the event goes on. */
  const icsFor = (e: l.EventRow, registrationId: string, withdrawn = false) => ({
    filename: 'event.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    // Same builder and UID as the download, so importing both updates one calendar entry.
    content: buildCalendar({
      uid: `registration-${registrationId}@cradle`,
      // A later sequence than the confirmation's, so calendars take the withdrawal as the newer version.
      sequence: withdrawn ? e.sequence + 1 : e.sequence,
      start: e.startsAt,
      durationMinutes: e.durationMinutes,
      timezone: e.timezone,
      title: `${e.title} (Cradle)`,
      description: `With ${e.providerName}. Your personal join link is emailed ${JOIN_LINK_LEAD_HOURS} hours before the start. ${publicUrl}/events/${e.id}`,
      url: `${publicUrl}/events/${e.id}`,
      organizer: parseMailbox(config.MAIL_FROM),
      cancelled: withdrawn || e.status === 'cancelled' || !!e.deletedAt,
      stamp: clock.now(),
    }),
  })

  /** The join-link/SMS/survey rows are only valid while their registration and event still are. */
  async function scheduledFacts(row: OutboxRow) {
    const r = await l.loadRegistration(db, row.payload.registrationId)
    if (!r) throw new l.PermanentError('Registration not found')
    const e = await l.loadEvent(db, { eventId: r.eventId })
    if (r.status !== 'confirmed') return { skip: 'registration cancelled' }
    if (!isSurvey(row) && !l.isActiveEvent(e)) return { skip: inactiveReason(e) }
    if (isSurvey(row)) {
      // A survey may follow an event archived after it ended, never one called off; and, as the scheduler's
      // own window, not more than a week after the end (an admin's retry, a long outage).
      if (e.deletedAt || e.status === 'cancelled') return { skip: inactiveReason(e) ?? 'event cancelled' }
      const endedAt = e.startsAt.getTime() + e.durationMinutes * 60_000
      if (clock.now().getTime() - endedAt > SURVEY_MAX_AGE_MS)
        return { skip: 'more than a week after the event', final: true }
    }
    const planned = l.str(row.payload.startsAt)
    if (planned && new Date(planned).getTime() !== e.startsAt.getTime())
      return { skip: 'event was rescheduled' }
    // Late (an outage, backoff, an admin's retry): a reminder for a session under way or over helps nobody.
    if (!isSurvey(row) && e.startsAt.getTime() <= clock.now().getTime())
      return { skip: 'event has already started', final: true }
    return { r, e }
  }
  /** The follow-ups after a session: the survey (attended) or "sorry we missed you" (did not come). */
  const isSurvey = (row: OutboxRow) => row.kind === 'post-event-survey' || row.kind === 'missed-session'

  async function renderEmail(row: OutboxRow, ctx: TemplateContext): Promise<Rendered> {
    const p = row.payload
    const attachments: RenderedEmail['attachments'] = []
    const secrets: string[] = []
    let c: Composed
    switch (row.kind) {
      case 'registration-confirmation': {
        const r = await l.loadRegistration(db, p.registrationId)
        if (!r) throw new l.PermanentError('Registration not found')
        const e = await l.loadEvent(db, { eventId: r.eventId })
        // Delivered late: "you're registered" must not follow a cancellation the family already has.
        if (r.status !== 'confirmed') return skip('registration cancelled')
        const gone = inactiveReason(e)
        if (gone) return skip(gone)
        c = reg.registrationConfirmation(ctx, { event: l.toFacts(e), amountCents: r.amountCents })
        attachments.push(icsFor(e, r.id))
        break
      }
      case 'registration-cancelled': {
        const e = await l.loadEvent(db, p)
        const r = await l.loadRegistration(db, p.registrationId)
        c = reg.registrationCancelled(ctx, { event: l.toFacts(e) })
        if (r) attachments.push(icsFor(e, r.id, true))
        break
      }
      case 'payment-refunded': {
        const r = await l.loadRegistration(db, p.registrationId)
        const amount = typeof p.amountCents === 'number' ? p.amountCents : (r?.amountCents ?? 0)
        c = reg.paymentRefunded(ctx, { event: l.toFacts(await l.loadEvent(db, p)), amountCents: amount })
        break
      }
      case 'waitlist-offer': {
        const e = await l.loadEvent(db, p)
        const w = await l.loadWaitlistEntry(db, p.waitlistEntryId)
        if (!w) throw new l.PermanentError('Waitlist entry not found')
        // The seat is only held while the offer is open and the event is on: a late offer would promise nothing.
        if (w.status !== 'offered') return skip(`waitlist offer is ${w.status}`)
        if (w.offerExpiresAt && w.offerExpiresAt.getTime() <= clock.now().getTime())
          return skip('waitlist offer expired')
        const gone = inactiveReason(e)
        if (gone) return skip(gone)
        if (e.startsAt.getTime() <= clock.now().getTime()) return skip('event has already started')
        const offerUrl =
          l.str(p.offerUrl) ??
          `${publicUrl}/events/${e.id}${w.offerToken ? `/register?offer=${encodeURIComponent(w.offerToken)}` : ''}`
        const expires =
          w.offerExpiresAt ?? (l.str(p.offerExpiresAt) ? new Date(String(p.offerExpiresAt)) : null)
        c = reg.waitlistOffer(ctx, { event: l.toFacts(e), offerUrl, expiresAt: expires })
        break
      }
      case 'join-link':
      case 'post-event-survey':
      case 'missed-session': {
        const f = await scheduledFacts(row)
        if ('skip' in f) return skip(String(f.skip), f.final)
        if (row.kind === 'join-link') {
          c = rem.joinLink(ctx, { event: l.toFacts(f.e), joinUrl: `${publicUrl}/join/${f.r.joinToken}` })
        } else if (row.kind === 'post-event-survey') {
          // Attendance corrected since it was queued: removed (not final), so the scheduler sends the other one.
          if (!f.r.attendedAt) return skip('the family did not attend')
          const surveyUrl = f.e.parentSurveyUrl || `${publicUrl}/feedback/${f.r.id}`
          c = rem.postEventSurvey(ctx, { event: l.toFacts(f.e), surveyUrl })
        } else {
          if (f.r.attendedAt) return skip('the family attended')
          const next = await l.loadNextSessions(db, f.e, clock.now())
          c = rem.missedSession(ctx, { event: l.toFacts(f.e), next, publicUrl })
        }
        break
      }
      case 'event-cancelled':
      case 'event-rescheduled':
      case 'event-deleted': {
        const e = await l.loadEvent(db, p)
        // The registration the payload names, else only a place the person holds now: people on the waitlist
        // are told too (AE11), and a place they once had (cancelled, maybe paid) must not promise a refund.
        const r =
          (await l.loadRegistration(db, p.registrationId)) ?? (await l.findRegistration(db, e.id, row.userId))
        const paid = (r?.amountCents ?? 0) > 0
        if (row.kind === 'event-cancelled') c = ev.eventCancelled(ctx, { event: l.toFacts(e), paid })
        else if (row.kind === 'event-deleted') c = ev.eventDeleted(ctx, { event: l.toFacts(e), paid })
        else {
          // `previousDate`: the key of messages queued before 2026-11-26.
          const prev = l.str(p.previousStartsAt) ?? l.str(p.previousDate)
          c = ev.eventRescheduled(ctx, {
            event: l.toFacts(e),
            previousStartsAt: prev ? new Date(prev) : null,
            previousDurationMinutes:
              typeof p.previousDurationMinutes === 'number' ? p.previousDurationMinutes : null,
          })
        }
        // For event-deleted too: the VEVENT is cancelled (deletedAt), so importing it removes the entry.
        if (r) attachments.push(icsFor(e, r.id))
        break
      }
      case 'event-published': {
        const e = await l.loadEvent(db, p)
        const gone = inactiveReason(e)
        if (gone) return skip(gone)
        c = ev.eventPublished(ctx, { event: l.toFacts(e) })
        break
      }
      case 'review-moderated': {
        const v = await l.loadReview(db, p.reviewId)
        // Only the decision that stands: a review moderated twice quickly tells the last outcome once.
        if (v.review.status === 'pending' || v.review.status !== l.str(p.status))
          return skip('the review changed since')
        c = rev.reviewModerated(ctx, {
          eventTitle: v.eventTitle,
          status: v.review.status,
          reason: v.review.hiddenReason,
          reviewUrl: `${publicUrl}/review/${v.review.registrationId}`,
        })
        break
      }
      case 'registrant-message': {
        const m = await l.loadRegistrantMessage(db, p.messageId)
        c = rev.registrantMessage(ctx, {
          event: l.toFacts(m.event),
          subject: m.message.subject,
          body: m.message.body,
        })
        break
      }
      case 'proposal-status-changed': {
        const pr = await l.loadProposal(db, p.proposalId)
        const status = l.str(p.status) ?? pr.status
        c = staff.proposalStatusChanged(ctx, { eventName: pr.eventName, status, reviewNotes: pr.reviewNotes })
        break
      }
      case 'coming-soon-published':
        {
          const e = await l.loadEvent(db, p)
          const gone = inactiveReason(e)
          if (gone) return skip(gone)
          c = staff.comingSoonPublished(ctx, { eventName: e.title, eventId: e.id, startsAt: e.startsAt })
        }
        break
      case 'accommodation-requested': {
        const a = await l.loadAccommodation(db, p.accommodationId)
        const gone = inactiveReason(a.event)
        if (gone) return skip(gone)
        c = staff.accommodationRequested(ctx, {
          eventName: a.event.title,
          eventId: a.event.id,
          startsAt: a.event.startsAt,
          family: [a.firstName, a.lastName].filter(Boolean).join(' ') || 'A family',
          label: accommodationLabel({
            kind: a.request.kind as AccommodationKind,
            language: a.request.language,
          }),
          note: a.request.note,
        })
        break
      }
      case 'bug-report': {
        const { report, reporter } = await l.loadBugReport(db, p.bugReportId)
        c = staff.bugReport(ctx, { ...report, reporter: reporter ?? 'a visitor (signed out)' })
        break
      }
      case 'password-reset': {
        const reset = await l.loadPasswordReset(db, p.resetId)
        // A link already used, or out of date, would only disappoint: it is never sent late.
        if (reset.usedAt) return skip('the link was already used', true)
        if (reset.expiresAt <= clock.now()) return skip('the link expired before it could be sent', true)
        secrets.push(resetToken(config, reset.id))
        c = account.passwordReset(ctx, { url: resetUrl(config, reset.id) })
        break
      }
      case 'email-verification': {
        const link = await l.loadEmailVerification(db, p.verificationId)
        if (link.usedAt) return skip('the address was already confirmed', true)
        if (link.expiresAt <= clock.now()) return skip('the link expired before it could be sent', true)
        secrets.push(verificationToken(config, link.id))
        c = account.emailVerification(ctx, { url: verificationUrl(config, link.id) })
        break
      }
      case 'stage-suggestions': {
        // Only what is still on and still ahead when the mail goes out.
        const ids = Array.isArray(p.eventIds) ? p.eventIds.map(String) : []
        const next = (await l.loadEventsByIds(db, ids)).filter(
          (e) => l.isActiveEvent(e) && e.startsAt.getTime() > clock.now().getTime(),
        )
        if (!next.length) return skip('no suggested class is still ahead', true)
        c = rem.stageSuggestions(ctx, { events: next.map(l.toFacts), publicUrl })
        break
      }
      case 'data-export-ready':
        c = account.dataExportReady(ctx, { url: `${publicUrl}/settings`, hours: DATA_EXPORT_TTL_HOURS })
        break
      case 'email-change': {
        const link = await l.loadEmailVerification(db, p.verificationId)
        if (link.usedAt) return skip('the address was already changed', true)
        if (link.expiresAt <= clock.now()) return skip('the link expired before it could be sent', true)
        secrets.push(verificationToken(config, link.id))
        c = account.emailChange(ctx, { url: verificationUrl(config, link.id), newEmail: link.email })
        break
      }
      case 'email-changed-notice':
        c = account.emailChangedNotice(ctx, { newEmail: l.str(p.newEmail) ?? 'a new address' })
        break
      default:
        throw new l.PermanentError(`No email template for ${row.kind}`)
    }
    const headers: Record<string, string> = {}
    if (ctx.unsubscribeUrl) {
      headers['List-Unsubscribe'] =
        `<${ctx.unsubscribeUrl}>, <mailto:${config.SUPPORT_EMAIL}?subject=unsubscribe>`
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click'
    }
    return { type: 'email', ...c, headers, attachments, secrets }
  }

  return {
    async render(row: OutboxRow): Promise<Rendered> {
      const who = await l.loadRecipient(db, row.userId)
      const nonEssential = NON_ESSENTIAL_KINDS.has(row.kind)
      const ctx: TemplateContext = {
        publicUrl,
        supportEmail: config.SUPPORT_EMAIL,
        recipientName: who?.firstName ?? null,
        timezone: who?.timezone ?? 'America/Chicago',
        unsubscribeUrl: nonEssential && row.userId ? unsubscribeUrl(config, row.userId) : undefined,
      }
      if (row.channel === 'sms') {
        if (row.kind !== 'sms-reminder' && row.kind !== 'registrant-message')
          throw new l.PermanentError(`No SMS template for ${row.kind}`)
        if (!who?.smsOptIn) return skip('recipient turned SMS off')
        if (row.kind === 'registrant-message') {
          const m = await l.loadRegistrantMessage(db, row.payload.messageId)
          return { type: 'sms', body: smsNotice(m.event.title) }
        }
        const f = await scheduledFacts(row)
        if ('skip' in f) return skip(String(f.skip), f.final)
        return { type: 'sms', body: rem.smsReminder(ctx, { event: l.toFacts(f.e) }) }
      }
      if (nonEssential && who && !who.emailOptIn) return skip('recipient turned email off')
      return renderEmail(row, ctx)
    },
  }
}
export type Renderer = ReturnType<typeof createRenderer>
