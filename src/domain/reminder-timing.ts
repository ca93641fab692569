/**
 * When the reminders go out, in hours before a session's start: one source for the scheduler
 * (src/server/notifications/schedule.ts) and the pages that describe it (/settings, /notifications).
 * Spec §1 and §9: the join link is emailed 24 hours before.
 */
export const JOIN_LINK_LEAD_HOURS = 24
/**
 * The one SMS reminder per session goes out with the join link (spec §1: "emailed 24 hours before the event, along
 * with an SMS reminder"; decision "Reminders are recomputed" in docs/decisions/notify.md).
 */
export const SMS_REMINDER_LEAD_HOURS = JOIN_LINK_LEAD_HOURS
