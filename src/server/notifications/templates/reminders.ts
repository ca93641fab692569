import { compose, formatWhen, formatWhenShort } from './compose'
import { type EventFacts, greeting, type TemplateContext } from './context'

export function joinLink(ctx: TemplateContext, d: { event: EventFacts; joinUrl: string }) {
  return compose(
    `Your join link for ${d.event.title}`,
    'Your session starts soon',
    [
      { p: greeting(ctx) },
      { p: `${d.event.title} starts ${formatWhen(d.event.startsAt, ctx.timezone)}.` },
      { button: { label: 'Join the session', url: d.joinUrl } },
      {
        p: 'This link is personal to you; please do not share it. Join a few minutes early to check your camera and sound.',
      },
      {
        details: [
          ['With', d.event.providerName],
          ['Duration', `${d.event.durationMinutes} minutes`],
        ],
      },
    ],
    ctx,
  )
}

export function postEventSurvey(ctx: TemplateContext, d: { event: EventFacts; surveyUrl: string }) {
  return compose(
    `How was ${d.event.title}?`,
    'Thank you for joining us',
    [
      { p: greeting(ctx) },
      {
        p: `We hope ${d.event.title} was helpful. Two minutes of your feedback helps ${d.event.providerName} and other families.`,
      },
      { button: { label: 'Share your feedback', url: d.surveyUrl } },
    ],
    ctx,
  )
}

/** To a registrant who did not come (issue 30.2): no blame, and where the topic comes up again. */
export function missedSession(
  ctx: TemplateContext,
  d: { event: EventFacts; next: EventFacts[]; publicUrl: string },
) {
  return compose(
    `Sorry we missed you at ${d.event.title}`,
    'Sorry we missed you',
    [
      { p: greeting(ctx) },
      {
        p: `We missed you at ${d.event.title}. Life with a little one rarely keeps to a calendar, so there is no need to explain.`,
      },
      ...(d.next.length
        ? [
            { p: 'These sessions on the same topic are coming up:' },
            {
              details: d.next.map((e): [string, string] => [
                formatWhen(e.startsAt, ctx.timezone),
                `${e.title} (${d.publicUrl}/events/${e.id})`,
              ]),
            },
            { button: { label: 'See the next session', url: `${d.publicUrl}/events/${d.next[0].id}` } },
          ]
        : [
            { p: 'We will post new sessions on this topic soon.' },
            { button: { label: 'Browse events', url: `${d.publicUrl}/events` } },
          ]),
    ],
    ctx,
  )
}

/**
 * The one SMS per event (legal text: about 2–3 messages per event). Kept under 160 GSM characters
 * for common titles so it is one segment; the join link stays in email (it may wait for the host's room, so the
 * text does not say it has arrived).
 */
export function smsReminder(ctx: TemplateContext, d: { event: EventFacts }): string {
  const title = d.event.title.length > 60 ? `${d.event.title.slice(0, 57)}...` : d.event.title
  return `Cradle: "${title}" starts ${formatWhenShort(d.event.startsAt, ctx.timezone)}. Join from the link in your email or from My Events. Reply HELP for help, STOP to opt out.`
}

/** "Classes for your next stage" (issue 31.3): what a child is moving into, chosen by the family in Settings. */
export function stageSuggestions(ctx: TemplateContext, d: { events: EventFacts[]; publicUrl: string }) {
  return compose(
    'Classes for your next stage',
    'Classes for your next stage',
    [
      { p: greeting(ctx) },
      { p: 'Your family is moving into a new stage. These upcoming classes are made for it:' },
      {
        details: d.events.map((e): [string, string] => [
          formatWhen(e.startsAt, ctx.timezone),
          `${e.title} (${d.publicUrl}/events/${e.id})`,
        ]),
      },
      { button: { label: 'See classes for your stage', url: `${d.publicUrl}/events?tab=list&stage=mine` } },
      { p: 'You asked for these suggestions in Settings; you can turn them off there at any time.' },
    ],
    ctx,
  )
}
