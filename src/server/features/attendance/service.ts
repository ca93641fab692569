import { and, asc, eq, isNull } from 'drizzle-orm'
import {
  type AccommodationKind,
  type AccommodationStatus,
  accommodationLabel,
} from '../../../domain/accommodations'
import {
  ATTENDANCE_TOO_EARLY,
  canMarkAttendance,
  type SessionAttendees,
  type SetAttendance,
} from '../../../domain/attendance'
import type { User } from '../../../domain/auth'
import { isUuid } from '../../../domain/ids'
import { recordAudit } from '../../audit'
import type { Clock } from '../../clock'
import type { Db, DbOrTx } from '../../db/client'
import { accommodationRequests, events, registrations, users } from '../../db/schema'
import { AppError } from '../../errors'
import { providerForUser } from '../proposals/provider-link'

type EventRow = typeof events.$inferSelect

/** The provider profile ids facilitating an event (up to three). */
export const facilitatorIds = (e: Pick<EventRow, 'providerId' | 'provider2Id' | 'provider3Id'>) =>
  [e.providerId, e.provider2Id, e.provider3Id].filter((id): id is string => !!id)

/**
 * The event, when `user` may act on its registrants: an admin for any event, a provider only for the sessions
 * their profile facilitates (403 for another provider's). Deleted or unknown events are 404.
 */
export async function requireFacilitatedEvent(db: Db, user: User, eventId: string): Promise<EventRow> {
  if (!isUuid(eventId)) throw new AppError(404, 'Event not found')
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), isNull(events.deletedAt)))
  if (!event) throw new AppError(404, 'Event not found')
  if (user.role === 'admin') return event
  const provider = user.role === 'provider' ? await providerForUser(db, user) : null
  if (!provider || !facilitatorIds(event).includes(provider.id))
    throw new AppError(403, 'Only the providers of this session can see its families')
  return event
}

async function attendeeRows(db: DbOrTx, eventId: string) {
  return db
    .select({
      registrationId: registrations.id,
      firstName: users.firstName,
      lastName: users.lastName,
      attendedAt: registrations.attendedAt,
      markedBy: registrations.attendanceMarkedByUserId,
      accKind: accommodationRequests.kind,
      accLanguage: accommodationRequests.language,
      accStatus: accommodationRequests.status,
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .leftJoin(accommodationRequests, eq(accommodationRequests.registrationId, registrations.id))
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'confirmed')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(registrations.id))
}

export function createAttendanceService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    /** A session's families for its facilitators: names and attendance, nothing else about them. */
    async sessionAttendees(user: User, eventId: string): Promise<SessionAttendees> {
      const event = await requireFacilitatedEvent(db, user, eventId)
      const rows = await attendeeRows(db, event.id)
      return {
        event: {
          id: event.id,
          title: event.title,
          date: event.startsAt.toISOString(),
          duration: event.durationMinutes,
          canMark: canMarkAttendance(event, clock.now()),
        },
        attendees: rows.map((r) => ({
          registrationId: r.registrationId,
          firstName: r.firstName,
          lastName: r.lastName,
          attendedAt: r.attendedAt?.toISOString() ?? null,
          markedByHand: !!r.markedBy,
          accommodation:
            r.accKind && r.accStatus
              ? {
                  label: accommodationLabel({
                    kind: r.accKind as AccommodationKind,
                    language: r.accLanguage,
                  }),
                  status: r.accStatus as AccommodationStatus,
                }
              : null,
        })),
      }
    },

    /** A facilitator or admin sets or clears attendance by hand; the join link never overrides it afterwards. */
    async setAttendance(user: User, registrationId: string, input: SetAttendance) {
      if (!isUuid(registrationId)) throw new AppError(404, 'Registration not found')
      const [reg] = await db.select().from(registrations).where(eq(registrations.id, registrationId))
      if (!reg) throw new AppError(404, 'Registration not found')
      const event = await requireFacilitatedEvent(db, user, reg.eventId)
      if (reg.status !== 'confirmed')
        throw new AppError(409, 'This registration was cancelled, so it has no attendance')
      const now = clock.now()
      if (!canMarkAttendance(event, now)) throw new AppError(409, ATTENDANCE_TOO_EARLY)
      return db.transaction(async (tx) => {
        const attendedAt = input.attended ? (reg.attendedAt ?? now) : null
        await tx
          .update(registrations)
          .set({ attendedAt, attendanceMarkedByUserId: user.id, updatedAt: now })
          .where(eq(registrations.id, registrationId))
        await recordAudit(tx, {
          actorUserId: user.id,
          action: 'registration.attendance',
          entityType: 'registration',
          entityId: registrationId,
          changes: {
            eventId: event.id,
            attended: { from: !!reg.attendedAt, to: input.attended },
          },
        })
        return { registrationId, attendedAt: attendedAt?.toISOString() ?? null, markedByHand: true }
      })
    },
  }
}
export type AttendanceService = ReturnType<typeof createAttendanceService>
