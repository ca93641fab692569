import { type Audience, type EventStatus, isSoldOut, REFUSALS, spotsLeft } from './event-rules'
import type { Role } from './roles'

/**
 * Who may book what, once (issue 28.4): the rules the server enforces and the pages show, in plain values and
 * functions. No zod here, so the pages people arrive on use them without the schema library (decision S12).
 */

/**
 * Spec §5: "all" is open to everyone; "parents" only to parents (no role counts as parent); "providers"
 * only to providers; admins may join any. Returns the refusal sentence, or null when allowed.
 */
export function audienceRefusal(role: Role | null | undefined, audience: Audience): string | null {
  if (audience === 'all' || role === 'admin') return null
  const r = role ?? 'parent'
  if (audience === 'parents' && r !== 'parent') return REFUSALS.parentsOnly
  if (audience === 'providers' && r !== 'provider') return REFUSALS.providersOnly
  return null
}

export type RefusalReason = 'audience' | 'status' | 'past' | 'sold_out'
/** Why someone may not register; `message` is the sentence shown to them. */
export interface Refusal {
  reason: RefusalReason
  message: string
}

/** The answer's HTTP status: 403 for who is asking (the audience), 409 for the event's state (DESIGN.md §4). */
export const refusalStatus = (r: Refusal): 403 | 409 => (r.reason === 'audience' ? 403 : 409)

export interface EventForRegistration {
  status: EventStatus
  audience: Audience
  startsAt: Date
  capacity: number
  enrolled: number
  heldSeats: number
}

/** Seats neither taken nor held (what the event page calls `spotsLeft`). */
export const seatsFree = (e: Pick<EventForRegistration, 'capacity' | 'enrolled' | 'heldSeats'>) =>
  spotsLeft(e.capacity, e.enrolled + e.heldSeats)

export type ClosedReason = 'draft' | 'cancelled' | 'archived' | 'past' | 'soldOut'

/** The one order of an event's own reasons: status, then time, then seats. */
function closedBy(status: EventStatus, startsAt: number, full: boolean, now: Date): ClosedReason | null {
  if (status === 'draft' || status === 'cancelled' || status === 'archived') return status
  if (startsAt <= now.getTime()) return 'past'
  if (full) return 'soldOut'
  return null
}

/**
 * Why an event page offers no Register button, or null when registration is open: the reason `canRegister` gives,
 * read from the page's event (where a hand-set "Sold Out" also closes the button).
 */
export function closedReason(
  e: { status: EventStatus; spotsLeft: number; date: string },
  now: Date = new Date(),
): ClosedReason | null {
  return closedBy(e.status, new Date(e.date).getTime(), isSoldOut(e), now)
}

const CLOSED: Record<ClosedReason, Refusal> = {
  draft: { reason: 'status', message: REFUSALS.draft },
  cancelled: { reason: 'status', message: REFUSALS.cancelled },
  archived: { reason: 'status', message: REFUSALS.archived },
  past: { reason: 'past', message: REFUSALS.past },
  soldOut: { reason: 'sold_out', message: REFUSALS.soldOut },
}

/**
 * Whether this user may take a seat now. Order matters for the message shown: already registered, then the
 * audience (a wrong audience never becomes right), then status, time, and last the seats, which go by the counts
 * (`ownHold` = the user already holds a seat, through a payment or a waitlist offer).
 */
export function canRegister(
  event: EventForRegistration,
  user: { role: Role | null | undefined } | null,
  now: Date,
  opts: { ownHold?: boolean; registered?: boolean } = {},
): Refusal | null {
  if (opts.registered) return ALREADY_REGISTERED
  const audience = audienceRefusal(user?.role, event.audience)
  if (audience) return { reason: 'audience', message: audience }
  const closed = closedBy(event.status, event.startsAt.getTime(), !opts.ownHold && seatsFree(event) <= 0, now)
  return closed ? CLOSED[closed] : null
}

/** A second registration for the same event (409). */
export const ALREADY_REGISTERED: Refusal = { reason: 'status', message: REFUSALS.alreadyRegistered }
