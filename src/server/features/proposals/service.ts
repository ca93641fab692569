import { TZDate } from '@date-fns/tz'
import { and, desc, eq, getTableColumns } from 'drizzle-orm'
import type { User } from '../../../domain/auth'
import { DEFAULT_TIMEZONE } from '../../../domain/event-rules'
import {
  type ApproveResult,
  canTransition,
  type ProposalStatus,
  type StatusChange,
  transitionRefusal,
} from '../../../domain/proposals'
import { recordAudit } from '../../audit'
import type { Clock } from '../../clock'
import type { Db, Tx } from '../../db/client'
import { eventProposals, events, providers, users } from '../../db/schema'
import { AppError } from '../../errors'
import { enqueueMessage } from '../../jobs/outbox'
import { type ProposalRow, toAdminProposal } from './serialize'

const DAY_MS = 24 * 3600 * 1000

type Notes = { reviewNotes?: string; internalNotes?: string }

/** Locks the proposal row so concurrent reviews (or two Approve clicks) run one after the other. */
async function lockProposal(tx: Tx, id: string): Promise<ProposalRow> {
  const [row] = await tx.select().from(eventProposals).where(eq(eventProposals.id, id)).for('update')
  if (!row) throw new AppError(404, 'Proposal not found')
  return row
}

/** The provider hears of every status change: to the profile's email, else the submitting account's. */
async function notifyProvider(tx: Tx, row: ProposalRow, status: ProposalStatus, at: Date) {
  let recipient: string | null = null
  let userId: string | null = row.submittedByUserId
  if (row.providerId) {
    const [p] = await tx
      .select({ email: providers.email, userId: providers.userId })
      .from(providers)
      .where(eq(providers.id, row.providerId))
    recipient = p?.email ?? null
    userId = p?.userId ?? userId
  }
  if (!recipient && row.submittedByUserId) {
    const [u] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.submittedByUserId))
    recipient = u?.email ?? null
  }
  if (!recipient) return
  await enqueueMessage(tx, {
    channel: 'email',
    kind: 'proposal-status-changed',
    recipient,
    userId,
    subject: `Your proposal "${row.eventName}" was updated`,
    payload: { proposalId: row.id, status },
    dedupeKey: `proposal-status:${row.id}:${status}:${at.getTime()}`,
  })
}

/** Preferred dates are calendar days: the draft starts at 10:00 in the product's timezone. */
function draftStart(row: ProposalRow, now: Date): Date {
  if (row.eventDate) return row.eventDate
  const first = row.preferredDates[0]
  const m = first?.match(/^(\d{4})-(\d{2})-(\d{2})$/)
  if (m) return new Date(new TZDate(+m[1], +m[2] - 1, +m[3], 10, 0, 0, DEFAULT_TIMEZONE).getTime())
  return new Date(Math.ceil((now.getTime() + 30 * DAY_MS) / 3_600_000) * 3_600_000)
}

function draftDescription(row: ProposalRow): string {
  const parts = [
    row.description,
    row.learningObjectives && `Learning objectives: ${row.learningObjectives}`,
    row.engagementApproach && `Approach: ${row.engagementApproach}`,
  ].filter(Boolean)
  return parts.length ? parts.join('\n\n') : row.eventName
}

export function createProposalService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  async function list(status?: ProposalStatus) {
    const rows = await db
      .select({ p: getTableColumns(eventProposals), eventId: events.id })
      .from(eventProposals)
      .leftJoin(events, eq(events.proposalId, eventProposals.id))
      .where(status ? eq(eventProposals.status, status) : undefined)
      .orderBy(desc(eventProposals.submittedAt))
    return rows.map((r) => toAdminProposal(r.p, r.eventId))
  }

  /** Anyone may read coming-soon classes: most votes first, ties by newest submission (spec §9). */
  async function listComingSoon() {
    return db
      .select()
      .from(eventProposals)
      .where(eq(eventProposals.status, 'coming_soon'))
      .orderBy(desc(eventProposals.voteCount), desc(eventProposals.submittedAt))
  }

  /** Approval creates exactly one draft event, in the same transaction (row lock + unique proposal_id). */
  async function approve(actor: User, id: string, notes: Notes): Promise<ApproveResult> {
    return db.transaction(async (tx) => {
      const row = await lockProposal(tx, id)
      const [existing] = await tx.select({ id: events.id }).from(events).where(eq(events.proposalId, id))
      // A second click (or a retried request) gets the same event instead of an error.
      if (row.status === 'approved' && existing)
        return { event: existing, proposal: toAdminProposal(row, existing.id) }
      if (!canTransition(row.status, 'approved'))
        throw new AppError(409, transitionRefusal(row.status, 'approved'))
      const now = clock.now()
      const provider = row.providerId
        ? (await tx.select().from(providers).where(eq(providers.id, row.providerId)))[0]
        : undefined
      const providerName =
        (provider
          ? `${provider.firstName} ${provider.lastName}`
          : [row.providerFirstName, row.providerLastName].filter(Boolean).join(' ')) || 'TBD'
      let eventId = existing?.id
      if (!eventId) {
        const [created] = await tx
          .insert(events)
          .values({
            title: row.eventName,
            description: draftDescription(row),
            eventType: row.serviceType,
            startsAt: draftStart(row, now),
            durationMinutes: row.durationMinutes ?? 60,
            capacity: row.maximumCapacity ?? 25,
            priceCents: row.costPerRegistrationCents,
            status: 'draft',
            language: row.languages[0] ?? 'English',
            stageRange: row.stageRange ?? null,
            timezone: DEFAULT_TIMEZONE,
            providerId: provider?.id ?? null,
            providerName,
            providerRole: provider?.title ?? 'To Be Assigned',
            providerEmail: provider?.email ?? null,
            providerBio: provider?.bio ?? null,
            providerPhotoUrl: provider?.profilePhotoUrl ?? null,
            proposalId: row.id,
            createdByUserId: actor.id,
          })
          .returning({ id: events.id })
        eventId = created.id
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: 'event.created_from_proposal',
          entityType: 'event',
          entityId: eventId,
          changes: { proposalId: row.id, status: 'draft' },
        })
      }
      const updated = await setStatus(tx, actor, row, 'approved', notes, now)
      return { event: { id: eventId }, proposal: toAdminProposal(updated, eventId) }
    })
  }

  async function setStatus(
    tx: Tx,
    actor: User,
    row: ProposalRow,
    to: ProposalStatus,
    notes: Notes,
    now: Date,
  ) {
    const [updated] = await tx
      .update(eventProposals)
      .set({
        status: to,
        reviewedAt: now,
        reviewedByUserId: actor.id,
        updatedAt: now,
        ...(notes.reviewNotes !== undefined ? { reviewNotes: notes.reviewNotes || null } : {}),
        ...(notes.internalNotes !== undefined ? { internalNotes: notes.internalNotes || null } : {}),
      })
      .where(and(eq(eventProposals.id, row.id), eq(eventProposals.status, row.status)))
      .returning()
    await notifyProvider(tx, updated, to, now)
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'proposal.status_changed',
      entityType: 'proposal',
      entityId: row.id,
      changes: {
        status: { from: row.status, to },
        ...(notes.reviewNotes !== undefined ? { reviewNotes: notes.reviewNotes } : {}),
        ...(notes.internalNotes !== undefined ? { internalNotes: true } : {}),
      },
    })
    return updated
  }

  /** PATCH status: any allowed transition; approving goes through `approve` so it always makes its event. */
  async function changeStatus(actor: User, id: string, change: StatusChange) {
    if (change.status === 'approved') return (await approve(actor, id, change)).proposal
    return db.transaction(async (tx) => {
      const row = await lockProposal(tx, id)
      if (!canTransition(row.status, change.status))
        throw new AppError(409, transitionRefusal(row.status, change.status))
      const updated = await setStatus(tx, actor, row, change.status, change, clock.now())
      const [ev] = await tx.select({ id: events.id }).from(events).where(eq(events.proposalId, id))
      return toAdminProposal(updated, ev?.id ?? null)
    })
  }

  return { list, listComingSoon, approve, changeStatus }
}
export type ProposalService = ReturnType<typeof createProposalService>
