import { TZDate } from '@date-fns/tz'
import { z } from 'zod'
import { ACCOMMODATION_STATUSES } from './accommodations'
import { safeTimeZone } from './datetime'

/** Opening one's join link counts as attending from this long before the start (issue 30.1) to the end. */
export const ATTENDANCE_OPENS_MINUTES_BEFORE = 15

const MIN = 60_000

export interface SessionTimes {
  startsAt: Date | string
  durationMinutes: number
}

export const sessionEnd = (e: SessionTimes) =>
  new Date(new Date(e.startsAt).getTime() + e.durationMinutes * MIN)

/** Whether opening the join link at `now` marks the registrant as attended. */
export function isInAttendanceWindow(e: SessionTimes, now: Date): boolean {
  const t = now.getTime()
  const opens = new Date(e.startsAt).getTime() - ATTENDANCE_OPENS_MINUTES_BEFORE * MIN
  return t >= opens && t <= sessionEnd(e).getTime()
}

/** Attendance can be set by hand once the window opens (never for a session still days away). */
export function canMarkAttendance(e: SessionTimes, now: Date): boolean {
  return now.getTime() >= new Date(e.startsAt).getTime() - ATTENDANCE_OPENS_MINUTES_BEFORE * MIN
}
export const ATTENDANCE_TOO_EARLY = 'Attendance can be recorded from 15 minutes before the session starts'

/** A facilitator's or admin's correction of one registration's attendance. */
export const SetAttendanceSchema = z.object({ attended: z.boolean() })
export type SetAttendance = z.infer<typeof SetAttendanceSchema>

/** One row of a provider's attendee list: names and attendance only (no contact details, no payments). */
export const SessionAttendeeSchema = z.object({
  registrationId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  attendedAt: z.string().nullable(),
  markedByHand: z.boolean(),
  /** What the family asked for (captions, an interpreter...) and its status; the family's note stays with admins. */
  accommodation: z.object({ label: z.string(), status: z.enum(ACCOMMODATION_STATUSES) }).nullable(),
})
export type SessionAttendee = z.infer<typeof SessionAttendeeSchema>

export const SessionAttendeesSchema = z.object({
  event: z.object({
    id: z.string(),
    title: z.string(),
    date: z.string(),
    duration: z.number().int(),
    /** Whether attendance may be set by hand now. */
    canMark: z.boolean(),
  }),
  attendees: z.array(SessionAttendeeSchema),
})
export type SessionAttendees = z.infer<typeof SessionAttendeesSchema>

/**
 * Quiet hours in the family's own time zone: follow-up mail written between 21:00 and 08:00 waits until 08:00.
 * Returns `now` when it may go now.
 */
export const QUIET_HOURS = { startHour: 21, endHour: 8 }
export function notDuringQuietHours(now: Date, timeZone: string | null | undefined): Date {
  const local = new TZDate(now.getTime(), safeTimeZone(timeZone, 'America/Chicago'))
  const h = local.getHours()
  if (h >= QUIET_HOURS.endHour && h < QUIET_HOURS.startHour) return now
  const morning = new TZDate(local.getTime(), local.timeZone ?? 'UTC')
  if (h >= QUIET_HOURS.startHour) morning.setDate(morning.getDate() + 1)
  morning.setHours(QUIET_HOURS.endHour, 0, 0, 0)
  return new Date(morning.getTime())
}

/**
 * Follow-up mail waits this long after the session's end, so a facilitator can still correct attendance: attendees
 * get the survey, the others "sorry we missed you" (issue 30.2, decision D24).
 */
export const FOLLOW_UP_DELAY_MINUTES = 60

/** The built-in survey, used when the event has no survey link of its own: three questions. */
export const FEEDBACK_QUESTIONS = {
  helpful: 'How helpful was this session?',
  wouldRecommend: 'Would you recommend it to another family?',
  comment: 'Anything you would like the facilitators to know?',
} as const
export const FeedbackSchema = z.object({
  helpful: z
    .number({ error: 'Please choose 1 to 5' })
    .int()
    .min(1, 'Please choose 1 to 5')
    .max(5, 'Please choose 1 to 5'),
  wouldRecommend: z.boolean({ error: 'Please answer yes or no' }),
  comment: z.string().trim().max(1000, 'Please keep it under 1000 characters').optional(),
})
export type Feedback = z.infer<typeof FeedbackSchema>
export const FeedbackPageSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  date: z.string(),
  answer: FeedbackSchema.extend({ comment: z.string().nullable() }).nullable(),
})
export type FeedbackPage = z.infer<typeof FeedbackPageSchema>
export const FEEDBACK_ONLY_ATTENDEES = 'Only families who attended this session can answer its survey'
