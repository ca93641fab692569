import { compose, formatWhen } from './compose'
import { type EventFacts, eventUrl, greeting, type TemplateContext } from './context'

export function eventCancelled(ctx: TemplateContext, d: { event: EventFacts; paid: boolean }) {
  return compose(
    `Cancelled: ${d.event.title}`,
    'This session has been cancelled',
    [
      { p: greeting(ctx) },
      {
        p: `We're sorry: ${d.event.title}, planned for ${formatWhen(d.event.startsAt, ctx.timezone)}, has been cancelled.`,
      },
      ...(d.paid ? [{ p: 'Your payment will be refunded in full; you do not need to do anything.' }] : []),
      { button: { label: 'Find another session', url: `${ctx.publicUrl}/events` } },
    ],
    ctx,
  )
}

export function eventRescheduled(
  ctx: TemplateContext,
  d: { event: EventFacts; previousStartsAt: Date | null },
) {
  return compose(
    `New time: ${d.event.title}`,
    'This session has a new time',
    [
      { p: greeting(ctx) },
      {
        p: d.previousStartsAt
          ? `${d.event.title} has moved from ${formatWhen(d.previousStartsAt, ctx.timezone)} to ${formatWhen(d.event.startsAt, ctx.timezone)}.`
          : `${d.event.title} now takes place ${formatWhen(d.event.startsAt, ctx.timezone)}.`,
      },
      {
        p: 'Your registration is kept. The attached calendar file updates the entry in your calendar, and your join link will come 24 hours before the new time.',
      },
      { button: { label: 'View event', url: eventUrl(ctx, d.event) } },
    ],
    ctx,
  )
}

export function eventDeleted(ctx: TemplateContext, d: { event: EventFacts }) {
  return compose(
    `No longer available: ${d.event.title}`,
    'This session is no longer available',
    [
      { p: greeting(ctx) },
      { p: `${d.event.title} has been removed from Cradle and will not take place.` },
      { p: `If you paid for it, you will be refunded. Questions? Write to ${ctx.supportEmail}.` },
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
