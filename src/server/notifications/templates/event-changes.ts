import { JOIN_LINK_LEAD_HOURS } from '../../../domain/reminder-timing'
import { compose, formatTime, formatWhen } from './compose'
import { type EventFacts, eventUrl, greeting, type TemplateContext } from './context'

const REFUND_PROMISE = 'Your payment will be refunded in full; you do not need to do anything.'

/** `paid`: the recipient's own place was paid for; people told from the waitlist read nothing about refunds. */
export function eventCancelled(ctx: TemplateContext, d: { event: EventFacts; paid: boolean }) {
  return compose(
    `Cancelled: ${d.event.title}`,
    'This session has been cancelled',
    [
      { p: greeting(ctx) },
      {
        p: `We're sorry: ${d.event.title}, planned for ${formatWhen(d.event.startsAt, ctx.timezone)}, has been cancelled.`,
      },
      ...(d.paid ? [{ p: REFUND_PROMISE }] : []),
      { button: { label: 'Find another session', url: `${ctx.publicUrl}/events` } },
    ],
    ctx,
  )
}

/**
 * A change of start or length (decision AE2). Says what changed: a new start ("has moved from A to B"), a new
 * length alone ("now lasts N minutes and ends at T"), or both; times in the recipient's zone.
 */
export function eventRescheduled(
  ctx: TemplateContext,
  d: { event: EventFacts; previousStartsAt: Date | null; previousDurationMinutes: number | null },
) {
  const e = d.event
  const moved = !!d.previousStartsAt && d.previousStartsAt.getTime() !== e.startsAt.getTime()
  // Messages queued without the previous length: a reschedule that kept the start changed the length.
  const lengthChanged =
    d.previousDurationMinutes === null
      ? !!d.previousStartsAt && !moved
      : d.previousDurationMinutes !== e.durationMinutes
  const length = `now lasts ${e.durationMinutes} minutes and ends at ${formatEnd(e, ctx.timezone)}`
  let what = `${e.title} now takes place ${formatWhen(e.startsAt, ctx.timezone)}.`
  if (moved && d.previousStartsAt) {
    what = `${e.title} has moved from ${formatWhen(d.previousStartsAt, ctx.timezone)} to ${formatWhen(e.startsAt, ctx.timezone)}.`
    if (lengthChanged) what += ` It ${length}.`
  } else if (lengthChanged) what = `${e.title} ${length}.`
  const onlyLength = lengthChanged && !moved
  return compose(
    onlyLength ? `New end time: ${e.title}` : `New time: ${e.title}`,
    onlyLength ? 'This session has a new length' : 'This session has a new time',
    [
      { p: greeting(ctx) },
      { p: what },
      {
        p: onlyLength
          ? 'Your registration is kept. The attached calendar file updates the entry in your calendar.'
          : `Your registration is kept. The attached calendar file updates the entry in your calendar, and your join link will come ${JOIN_LINK_LEAD_HOURS} hours before the new time.`,
      },
      { button: { label: 'View event', url: eventUrl(ctx, e) } },
    ],
    ctx,
  )
}

/** The end's time ("11:30 AM CST"), with its date when the session ends on another day than it starts. */
function formatEnd(e: EventFacts, timezone: string) {
  const end = new Date(e.startsAt.getTime() + e.durationMinutes * 60_000)
  const day = (x: Date) =>
    new Intl.DateTimeFormat('en-US', { timeZone: timezone, dateStyle: 'short' }).format(x)
  return day(end) === day(e.startsAt) ? formatTime(end, timezone) : formatWhen(end, timezone)
}

export function eventDeleted(ctx: TemplateContext, d: { event: EventFacts; paid: boolean }) {
  return compose(
    `No longer available: ${d.event.title}`,
    'This session is no longer available',
    [
      { p: greeting(ctx) },
      { p: `${d.event.title} has been removed from Cradle and will not take place.` },
      ...(d.paid ? [{ p: REFUND_PROMISE }] : []),
      { p: `Questions? Write to ${ctx.supportEmail}.` },
    ],
    ctx,
  )
}

export function eventPublished(ctx: TemplateContext, d: { event: EventFacts }) {
  return compose(
    `New on Cradle: ${d.event.title}`,
    'A new session is open for registration',
    [
      { p: greeting(ctx) },
      {
        p: `${d.event.title} with ${d.event.providerName} takes place ${formatWhen(d.event.startsAt, ctx.timezone)}.`,
      },
      { button: { label: 'See the session', url: eventUrl(ctx, d.event) } },
    ],
    ctx,
  )
}
