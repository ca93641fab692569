import { centsToPrice } from '../../../domain/money'
import { JOIN_LINK_LEAD_HOURS } from '../../../domain/reminder-timing'
import { type Block, compose, formatWhen } from './compose'
import { type EventFacts, eventUrl, greeting, type TemplateContext } from './context'

const eventDetails = (ctx: TemplateContext, e: EventFacts): Block => ({
  details: [
    ['Event', e.title],
    ['When', formatWhen(e.startsAt, ctx.timezone)],
    ['Duration', `${e.durationMinutes} minutes`],
    ['With', e.providerName],
  ],
})

export function registrationConfirmation(
  ctx: TemplateContext,
  d: { event: EventFacts; amountCents: number },
) {
  return compose(
    `You're registered: ${d.event.title}`,
    "You're registered!",
    [
      { p: greeting(ctx) },
      { p: `Thank you for registering for ${d.event.title}. We look forward to seeing you.` },
      eventDetails(ctx, d.event),
      ...(d.amountCents > 0 ? [{ p: `Amount paid: $${centsToPrice(d.amountCents)}.` }] : []),
      {
        p: `Your personal link to join the session will be emailed ${JOIN_LINK_LEAD_HOURS} hours before it starts. The attached calendar file adds the session to your calendar.`,
      },
      { button: { label: 'View event', url: eventUrl(ctx, d.event) } },
    ],
    ctx,
  )
}

export function registrationCancelled(ctx: TemplateContext, d: { event: EventFacts }) {
  return compose(
    `Registration cancelled: ${d.event.title}`,
    'Your registration was cancelled',
    [
      { p: greeting(ctx) },
      { p: `Your registration for ${d.event.title} has been cancelled.` },
      eventDetails(ctx, d.event),
      { p: `If this is a mistake, reply to this email or write to ${ctx.supportEmail}.` },
    ],
    ctx,
  )
}

export function paymentRefunded(ctx: TemplateContext, d: { event: EventFacts; amountCents: number }) {
  return compose(
    `Refund issued: ${d.event.title}`,
    'Your refund is on its way',
    [
      { p: greeting(ctx) },
      {
        p: `We have refunded $${centsToPrice(d.amountCents)} for ${d.event.title}. Depending on your bank it can take 5 to 10 business days to appear.`,
      },
      eventDetails(ctx, d.event),
    ],
    ctx,
  )
}

export function waitlistOffer(
  ctx: TemplateContext,
  d: { event: EventFacts; offerUrl: string; expiresAt: Date | null },
) {
  return compose(
    `A spot opened up: ${d.event.title}`,
    'A spot is waiting for you',
    [
      { p: greeting(ctx) },
      { p: `Good news: a spot opened up in ${d.event.title}, and it is being held for you.` },
      eventDetails(ctx, d.event),
      ...(d.expiresAt
        ? [
            {
              p: `Please claim it before ${formatWhen(d.expiresAt, ctx.timezone)}; after that it goes to the next family.`,
            },
          ]
        : []),
      { button: { label: 'Claim my spot', url: d.offerUrl } },
    ],
    ctx,
  )
}
