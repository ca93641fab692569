import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { User } from '../../../domain/auth'
import { type EventForm, EventFormSchema } from '../../../domain/event-form'
import { eventToFormValues } from '../../../domain/event-form-values'
import { LIVE_EVENT_STATUSES } from '../../../domain/event-rules'
import type { Role } from '../../../domain/roles'
import { recordAudit } from '../../audit'
import type { Clock } from '../../clock'
import type { Db, Tx } from '../../db/client'
import { events, eventTags, paymentIntents, providers, registrations, tags } from '../../db/schema'
import { AppError } from '../../errors'
import {
  closeWaitlist,
  confirmedRegistrants,
  freeEnrolledSeat,
  lockEvent,
  notifyRegistrants,
  notifyWaitlisted,
  refundRegistration,
  releaseHolds,
} from '../booking'
import { toStaffEvent } from '../events/serialize'
import { visibleTo } from '../events/service'
import { type FileRef, missingUploads } from '../uploads/stored'
import { diffColumns, type EventColumns, formToColumns } from './columns'
import { fieldErrors } from './parse'
import { enqueuePublishNotices } from './publish-notice'
import { refuseReopening, refuseWithdrawing } from './status-guards'

type EventRow = typeof events.$inferSelect
const PROVIDER_SLOTS = ['providerId', 'provider2Id', 'provider3Id'] as const
const PICTURE_FIELDS = ['imageUrl', 'providerPhotoUrl', 'provider2PhotoUrl', 'provider3PhotoUrl'] as const
const LIVE = new Set<string>(LIVE_EVENT_STATUSES)

/** The event's pictures and material files, by form field. */
const fileRefs = (
  cols: Pick<EventColumns, (typeof PICTURE_FIELDS)[number] | 'eventMaterials'>,
): FileRef[] => [
  ...PICTURE_FIELDS.map((path) => ({ path, value: cols[path] })),
  ...cols.eventMaterials.map((m, i) => ({ path: `eventMaterials.${i}.url`, value: m.url })),
]

/**
 * Provider ids must name live providers, tag ids existing tags, `/objects/` files stored uploads (400 with the
 * field). A provider the event already has (`before`, in any slot) stays accepted after it is deleted: deleting a
 * provider keeps its events (decision C3), so their later edits must not fail on it (decision AE8); the same for a
 * file the event already shows.
 */
async function checkReferences(tx: Tx, cols: EventColumns, tagIds: number[], before?: EventRow) {
  const kept = new Set(before ? PROVIDER_SLOTS.flatMap((s) => before[s] ?? []) : [])
  const keptFiles = new Set(before ? fileRefs(before).flatMap((r) => r.value ?? []) : [])
  const ids = PROVIDER_SLOTS.map((s) => cols[s]).filter((v): v is string => !!v && !kept.has(v))
  const errors: { path: string; message: string }[] = []
  if (ids.length) {
    const found = await tx
      .select({ id: providers.id })
      .from(providers)
      .where(and(inArray(providers.id, ids), isNull(providers.deletedAt)))
    const known = new Set(found.map((f) => f.id))
    for (const slot of PROVIDER_SLOTS) {
      const id = cols[slot]
      if (id && !kept.has(id) && !known.has(id)) errors.push({ path: slot, message: 'Provider not found' })
    }
  }
  if (tagIds.length) {
    const found = await tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, tagIds))
    if (found.length !== new Set(tagIds).size) errors.push({ path: 'selectedTags', message: 'Unknown tag' })
  }
  errors.push(...(await missingUploads(tx, fileRefs(cols), keptFiles)))
  if (errors.length) throw new AppError(400, `${errors[0].path}: ${errors[0].message}`, errors)
}

async function replaceTags(tx: Tx, eventId: string, tagIds: number[]) {
  await tx.delete(eventTags).where(eq(eventTags.eventId, eventId))
  const unique = [...new Set(tagIds)]
  if (unique.length) await tx.insert(eventTags).values(unique.map((tagId) => ({ eventId, tagId })))
}

const tagIdsOf = async (tx: Tx, eventId: string) =>
  (await tx.select({ id: eventTags.tagId }).from(eventTags).where(eq(eventTags.eventId, eventId)))
    .map((r) => r.id)
    .sort((a, b) => a - b)

/**
 * A draft goes public only as complete as the event form requires: drafts from an approved proposal or an import
 * may lack what the form asks for (a 20-character description), and Publish does not pass through the form.
 */
async function refuseIncomplete(tx: Tx, row: EventRow) {
  const form = { ...eventToFormValues(toStaffEvent(row), await tagIdsOf(tx, row.id)), status: 'published' }
  const r = EventFormSchema.safeParse(form)
  if (r.success) return
  const errors = fieldErrors(r.error)
  throw new AppError(409, `Complete the event before publishing: ${errors[0].message}`, errors)
}

export function createAdminEventService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  /** Cancelling tells every registrant and everyone on the waitlist (now closed), and refunds what was paid. */
  async function cancelEffects(tx: Tx, row: EventRow, now: Date, sequence: number) {
    const regs = await confirmedRegistrants(tx, row.id)
    const cause = `${row.id}:${sequence}`
    await notifyRegistrants(tx, regs, 'event-cancelled', cause, { eventId: row.id })
    for (const r of regs) await refundRegistration(tx, r, now, 'event cancelled')
    const waitlisted = await closeWaitlist(tx, row, now)
    await notifyWaitlisted(tx, waitlisted, 'event-cancelled', cause, { eventId: row.id })
  }

  return {
    listTags: () => db.select().from(tags).orderBy(asc(tags.category), asc(tags.tagName)),

    /** An event's tags, for whoever may see the event (drafts are staff's). */
    async eventTags(eventId: string, role: Role | null | undefined) {
      const [exists] = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.id, eventId), visibleTo(role)))
      if (!exists) throw new AppError(404, 'Event not found')
      return db
        .select({ id: tags.id, tagName: tags.tagName, category: tags.category })
        .from(eventTags)
        .innerJoin(tags, eq(tags.id, eventTags.tagId))
        .where(eq(eventTags.eventId, eventId))
        .orderBy(asc(tags.category), asc(tags.tagName))
    },

    create: (actor: User, form: EventForm) =>
      db.transaction(async (tx) => {
        const cols = formToColumns(form)
        await checkReferences(tx, cols, form.selectedTags)
        const now = clock.now()
        const [row] = await tx
          .insert(events)
          .values({ ...cols, enrolled: 0, createdByUserId: actor.id, createdAt: now, updatedAt: now })
          .returning()
        await replaceTags(tx, row.id, form.selectedTags)
        if (row.status === 'published') await enqueuePublishNotices(tx, row.id, row.sequence)
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'event.create',
          entityType: 'event',
          entityId: row.id,
          changes: { ...cols, selectedTags: form.selectedTags },
        })
        return row
      }),

    update: (actor: User, id: string, form: EventForm) =>
      db.transaction(async (tx) => {
        const row = await lockEvent(tx, id)
        const cols = formToColumns(form)
        const cancelledBefore = await refuseReopening(tx, row, cols.status)
        // Back to draft drops join links and reminders as archiving does (decision AE10).
        if (cols.status === 'draft' && LIVE.has(row.status))
          await refuseWithdrawing(tx, row, 'draft', clock.now())
        const taken = row.enrolled + row.heldSeats
        if (cols.capacity < taken) {
          const message = `Capacity cannot be lower than ${taken}: ${row.enrolled} people are registered${
            row.heldSeats ? ` and ${row.heldSeats} seats are held for payments in progress` : ''
          }.`
          throw new AppError(409, message, [{ path: 'capacity', message }])
        }
        await checkReferences(tx, cols, form.selectedTags, row)
        const changes: Record<string, unknown> = diffColumns(row, cols)
        const oldTags = await tagIdsOf(tx, id)
        const newTags = [...new Set(form.selectedTags)].sort((a, b) => a - b)
        if (JSON.stringify(oldTags) !== JSON.stringify(newTags))
          changes.selectedTags = { from: oldTags, to: newTags }
        if (!Object.keys(changes).length) return row

        const now = clock.now()
        const [updated] = await tx
          .update(events)
          .set({ ...cols, sequence: sql`${events.sequence} + 1`, updatedAt: now })
          .where(eq(events.id, id))
          .returning()
        await replaceTags(tx, id, newTags)
        const rescheduled = 'startsAt' in changes || 'durationMinutes' in changes
        if (rescheduled && updated.status !== 'cancelled') {
          const regs = await confirmedRegistrants(tx, id)
          await notifyRegistrants(tx, regs, 'event-rescheduled', `${id}:${updated.sequence}`, {
            eventId: id,
            previousStartsAt: row.startsAt.toISOString(),
            previousDurationMinutes: row.durationMinutes,
            date: updated.startsAt.toISOString(),
            sequence: updated.sequence,
          })
        }
        if (!cancelledBefore && updated.status === 'cancelled') {
          await cancelEffects(tx, updated, now, updated.sequence)
        }
        if (row.status === 'draft' && updated.status === 'published') {
          await enqueuePublishNotices(tx, id, updated.sequence)
        }
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'event.update',
          entityType: 'event',
          entityId: id,
          changes,
        })
        return updated
      }),

    /**
     * The calendar's actions: publish (drafts only, spec §4, so never a cancelled event) and archive (any event
     * but one that has not ended with families registered, decision AE10).
     */
    setStatus: (actor: User, id: string, status: 'published' | 'archived') =>
      db.transaction(async (tx) => {
        const row = await lockEvent(tx, id)
        if (status === 'published') await refuseReopening(tx, row, status)
        if (status === 'published' && row.status !== 'draft') {
          throw new AppError(409, 'Only draft events can be published')
        }
        if (status === 'published') await refuseIncomplete(tx, row)
        if (row.status === status) return row
        if (status === 'archived') await refuseWithdrawing(tx, row, 'archived', clock.now())
        const [updated] = await tx
          .update(events)
          .set({ status, sequence: sql`${events.sequence} + 1`, updatedAt: clock.now() })
          .where(eq(events.id, id))
          .returning()
        if (status === 'published') await enqueuePublishNotices(tx, id, updated.sequence)
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: status === 'published' ? 'event.publish' : 'event.archive',
          entityType: 'event',
          entityId: id,
          changes: { status: { from: row.status, to: status } },
        })
        return updated
      }),

    /**
     * Soft delete: the event leaves every list, its registrations stay (privacy text: 7 years),
     * each is marked cancelled, paid ones are refunded and every registrant is told.
     */
    remove: (actor: User, id: string) =>
      db.transaction(async (tx) => {
        const row = await lockEvent(tx, id)
        const now = clock.now()
        const regs = await confirmedRegistrants(tx, id)
        await tx
          .update(events)
          .set({ deletedAt: now, sequence: sql`${events.sequence} + 1`, updatedAt: now })
          .where(eq(events.id, id))
        await notifyRegistrants(tx, regs, 'event-deleted', id, { eventId: id, title: row.title })
        let refunds = 0
        for (const r of regs) if (await refundRegistration(tx, r, now, 'event deleted')) refunds++
        const waitlisted = await closeWaitlist(tx, row, now)
        await notifyWaitlisted(tx, waitlisted, 'event-deleted', id, { eventId: id, title: row.title })
        const cancelled = await tx
          .update(registrations)
          .set({ status: 'cancelled', cancelledAt: now, cancelReason: 'Event deleted', updatedAt: now })
          .where(and(eq(registrations.eventId, id), eq(registrations.status, 'confirmed')))
          .returning({ id: registrations.id })
        // The seats go with the event (decision R1): its places are cancelled above, the waitlist's offers
        // released by closeWaitlist, and payments in progress lose their hold (one that still succeeds is
        // refunded, R3). Without this the counts stayed, and the holds task tripped on the deleted event.
        await freeEnrolledSeat(tx, row, cancelled.length)
        const unheld = await tx
          .update(paymentIntents)
          .set({ holdExpiresAt: null, updatedAt: now })
          .where(and(eq(paymentIntents.eventId, id), isNotNull(paymentIntents.holdExpiresAt)))
          .returning({ id: paymentIntents.id })
        await releaseHolds(tx, row, unheld.length)
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'event.delete',
          entityType: 'event',
          entityId: id,
          changes: { registrations: regs.length, refunds, waitlist: waitlisted.length, title: row.title },
        })
      }),
  }
}
export type AdminEventService = ReturnType<typeof createAdminEventService>
