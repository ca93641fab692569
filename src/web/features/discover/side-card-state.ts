import { type ClosedReason, closedReason } from '../../../domain/booking-rules'
import { type EventStatus, eventEnd } from '../../../domain/event-rules'

/** Where an event stands in time: registration closes at the start, the join link matters until the end. */
export type EventPhase = 'upcoming' | 'underWay' | 'ended'

type Timed = { date: string; duration: number }

export function eventPhase(e: Timed, now: Date): EventPhase {
  if (now.getTime() < new Date(e.date).getTime()) return 'upcoming'
  return now.getTime() < eventEnd(e).getTime() ? 'underWay' : 'ended'
}

/** The next instant the phase changes (the start, then the end), or null once the event has ended. */
export function nextPhaseChange(e: Timed, now: Date): Date | null {
  const start = new Date(e.date)
  if (now.getTime() < start.getTime()) return start
  const end = eventEnd(e)
  return now.getTime() < end.getTime() ? end : null
}

/** Why the card has no Register button, as the notice shows it; `underWay` replaces "already taken place". */
export type SideCardNotice = ClosedReason | 'underWay'

export interface SideCardState {
  closed: ClosedReason | null
  phase: EventPhase
  notice: SideCardNotice | null
  /** The registered family's area; `canJoin` is false once the session is over (the room is closed). */
  registration: { canJoin: boolean } | null
  /** The family's place on the waitlist of a full event. */
  waitlist: 'waiting' | 'offered' | null
  audienceAlert: boolean
  register: boolean
  joinWaitlist: boolean
  /** The viewer leads this session (one of its providers): told so, and offered no seat of their own. */
  facilitating: boolean
}

/**
 * What the event page's side card offers the viewer. Nothing offered is refused by the server: no Register or
 * Join waitlist under an audience refusal (403), none once the event has begun, no Join Event once it has ended.
 */
export function sideCardState(input: {
  event: Timed & { status: EventStatus; spotsLeft: number }
  now: Date
  audienceBlocked: boolean
  registered: boolean
  waitlistStatus: 'waiting' | 'offered' | null
  facilitating?: boolean
}): SideCardState {
  const { event, now, audienceBlocked, registered } = input
  const facilitating = !!input.facilitating && !registered
  const closed = closedReason(event, now)
  const phase = eventPhase(event, now)
  const full = closed === 'soldOut'
  const waitlist = full && !registered ? input.waitlistStatus : null
  const seatHeld = waitlist === 'offered'
  let notice: SideCardNotice | null = seatHeld ? null : closed
  // A session under way has not "already taken place"; the family already in it needs no notice at all.
  if (closed === 'past' && phase === 'underWay') notice = registered ? null : 'underWay'
  const open = closed === null || full
  return {
    closed,
    phase,
    notice,
    registration: registered && closed !== 'cancelled' ? { canJoin: phase !== 'ended' } : null,
    waitlist,
    audienceAlert: audienceBlocked && open && !registered && !facilitating,
    register: closed === null && !registered && !audienceBlocked && !facilitating,
    joinWaitlist: full && !registered && waitlist === null && !audienceBlocked && !facilitating,
    facilitating,
  }
}
