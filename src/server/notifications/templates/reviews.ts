import { compose, formatWhen } from './compose'
import { type EventFacts, greeting, type TemplateContext } from './context'

/** The author hears what moderation decided (issue 30.3): published, or hidden and why. */
export function reviewModerated(
  ctx: TemplateContext,
  d: { eventTitle: string; status: 'published' | 'hidden'; reason: string | null; reviewUrl: string },
) {
  const published = d.status === 'published'
  return compose(
    published ? `Your review of ${d.eventTitle} is published` : `Your review of ${d.eventTitle} is not shown`,
    published ? 'Thank you for your review' : 'About your review',
    [
      { p: greeting(ctx) },
      published
        ? {
            p: `Your review of ${d.eventTitle} now appears on the facilitators' profiles. Thank you for helping other families.`,
          }
        : { p: `Our team did not publish your review of ${d.eventTitle}.` },
      ...(!published && d.reason ? [{ details: [['Reason', d.reason]] as [string, string][] }] : []),
      ...(!published ? [{ p: 'You can edit your review and send it again.' }] : []),
      { button: { label: published ? 'See your review' : 'Edit your review', url: d.reviewUrl } },
    ],
    ctx,
  )
}

/** A message the session's organisers wrote to its registrants (issue 30.5): their words, and which session. */
export function registrantMessage(
  ctx: TemplateContext,
  d: { event: EventFacts; subject: string; body: string },
) {
  return compose(
    d.subject,
    d.event.title,
    [
      { p: greeting(ctx) },
      ...d.body.split(/\n\s*\n/).map((p) => ({ p: p.trim() })),
      { details: [['Session', `${d.event.title}, ${formatWhen(d.event.startsAt, ctx.timezone)}`]] },
      { button: { label: 'Open My Events', url: `${ctx.publicUrl}/my-events` } },
    ],
    ctx,
  )
}
