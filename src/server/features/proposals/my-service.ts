import { and, asc, desc, eq, getTableColumns, inArray, isNull, or, type SQL } from 'drizzle-orm'
import type { User } from '../../../domain/auth'
import { isProviderEditable, type ProposalPatch, type ProposalSubmission } from '../../../domain/proposals'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { eventProposals, events } from '../../db/schema'
import { AppError } from '../../errors'
import { eventWithTagsColumns } from '../events/service'
import { providerForUser } from './provider-link'
import { toProviderProposal } from './serialize'

/** Spec: the provider's dashboard lists events "once published"; drafts and archived ones stay staff-only. */
const PROVIDER_VISIBLE = ['published', 'limited', 'sold_out', 'cancelled'] as const

type Patch = ProposalPatch

function columns(input: Patch) {
  const out: Partial<typeof eventProposals.$inferInsert> = {}
  const { costPerRegistration, eventDate, ...rest } = input
  Object.assign(out, rest)
  if (costPerRegistration !== undefined) out.costPerRegistrationCents = costPerRegistration
  if (eventDate !== undefined) out.eventDate = eventDate ? new Date(eventDate) : null
  // Optional text the provider cleared is stored as null, not left as it was.
  for (const k of [
    'description',
    'targetAudience',
    'learningObjectives',
    'engagementApproach',
    'additionalNotes',
  ] as const) {
    if (k in input && input[k] === undefined) out[k] = null
  }
  return out
}

export function createMyService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  /** Proposals this account submitted or that name its provider profile. */
  async function ownership(user: User): Promise<SQL> {
    const provider = await providerForUser(db, user)
    const mine = [eq(eventProposals.submittedByUserId, user.id)]
    if (provider) mine.push(eq(eventProposals.providerId, provider.id))
    return or(...mine) as SQL
  }

  async function myEvents(user: User) {
    const provider = await providerForUser(db, user)
    if (!provider) return []
    return db
      .select(eventWithTagsColumns)
      .from(events)
      .where(
        and(
          or(
            eq(events.providerId, provider.id),
            eq(events.provider2Id, provider.id),
            eq(events.provider3Id, provider.id),
          ),
          isNull(events.deletedAt),
          inArray(events.status, PROVIDER_VISIBLE),
        ),
      )
      .orderBy(asc(events.startsAt))
  }

  async function myProposals(user: User) {
    const rows = await db
      .select({ p: getTableColumns(eventProposals), eventId: events.id })
      .from(eventProposals)
      .leftJoin(events, eq(events.proposalId, eventProposals.id))
      .where(await ownership(user))
      .orderBy(desc(eventProposals.submittedAt))
    return rows.map((r) => toProviderProposal(r.p, !!r.eventId))
  }

  async function submit(user: User, input: ProposalSubmission) {
    const provider = await providerForUser(db, user)
    const [row] = await db
      .insert(eventProposals)
      .values({
        eventName: input.eventName,
        serviceType: input.serviceType,
        providerId: provider?.id ?? null,
        submittedByUserId: user.id,
        ...columns(input),
        providerFirstName: input.providerFirstName ?? provider?.firstName ?? user.firstName,
        providerLastName: input.providerLastName ?? provider?.lastName ?? user.lastName,
        status: 'submitted',
        submittedAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning()
    return toProviderProposal(row, false)
  }

  /** Edits while submitted or needs info; answering a Needs Info request sends it back to Submitted. */
  async function edit(user: User, id: string, patch: Patch) {
    const owned = await ownership(user)
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(eventProposals)
        .where(and(eq(eventProposals.id, id), owned))
        .for('update')
      if (!row) throw new AppError(404, 'Proposal not found')
      if (!isProviderEditable(row.status))
        throw new AppError(409, 'This proposal is being reviewed and can no longer be edited')
      const [updated] = await tx
        .update(eventProposals)
        .set({ ...columns(patch), status: 'submitted', updatedAt: clock.now() })
        .where(eq(eventProposals.id, id))
        .returning()
      return toProviderProposal(updated, false)
    })
  }

  return { myEvents, myProposals, submit, edit }
}
export type MyService = ReturnType<typeof createMyService>
