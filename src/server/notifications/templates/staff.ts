import { compose, formatWhen } from './compose'
import { greeting, type TemplateContext } from './context'

const STATUS_WORDS: Record<string, string> = {
  coming_soon: 'listed as Coming Soon',
  submitted: 'received',
  under_review: 'under review',
  needs_info: 'waiting for more information from you',
  approved: 'approved',
  declined: 'declined',
  archived: 'archived',
}

export function proposalStatusChanged(
  ctx: TemplateContext,
  d: { eventName: string; status: string; reviewNotes: string | null },
) {
  const words = STATUS_WORDS[d.status] ?? d.status
  return compose(
    `Your proposal "${d.eventName}" is ${words}`,
    'An update on your proposal',
    [
      { p: greeting(ctx) },
      { p: `Your proposal "${d.eventName}" is now ${words}.` },
      ...(d.reviewNotes ? [{ details: [['Staff Review Notes', d.reviewNotes]] as [string, string][] }] : []),
      { button: { label: 'See my proposals', url: `${ctx.publicUrl}/provider/proposals` } },
    ],
    ctx,
  )
}

/** Votes turn into sign-ups: a class someone voted for is now open for registration. */
export function comingSoonPublished(
  ctx: TemplateContext,
  d: { eventName: string; eventId: string; startsAt: Date },
) {
  return compose(
    `"${d.eventName}" is open for registration`,
    'A class you voted for is happening',
    [
      { p: greeting(ctx) },
      {
        p: `You voted for "${d.eventName}", and it is now on the calendar: ${formatWhen(d.startsAt, ctx.timezone)}. Seats are limited.`,
      },
      { button: { label: 'Register now', url: `${ctx.publicUrl}/events/${d.eventId}` } },
    ],
    ctx,
  )
}

export function bugReport(
  ctx: TemplateContext,
  d: { title: string; description: string; priority: string; reporter: string; pageUrl: string | null },
) {
  return compose(
    `[Bug ${d.priority}] ${d.title}`,
    'New bug report',
    [
      {
        details: [
          ['Title', d.title],
          ['Priority', d.priority],
          ['Reported by', d.reporter],
          ...(d.pageUrl ? ([['Page', d.pageUrl]] as [string, string][]) : []),
        ],
      },
      { p: d.description },
    ],
    ctx,
  )
}

/** To the facilitator and admins: a family asked for captions, an interpreter or something else (issue 29.3). */
export function accommodationRequested(
  ctx: TemplateContext,
  d: {
    eventName: string
    eventId: string
    startsAt: Date
    family: string
    label: string
    note: string | null
  },
) {
  return compose(
    `Accommodation request: ${d.label} for ${d.eventName}`,
    'A family asked for an accommodation',
    [
      {
        details: [
          ['Class', d.eventName],
          ['When', formatWhen(d.startsAt, ctx.timezone)],
          ['Family', d.family],
          ['Request', d.label],
          ...(d.note ? ([['Their note', d.note]] as [string, string][]) : []),
        ],
      },
      {
        p: 'An admin marks it Arranged or Not possible on the attendee list; the family sees the answer in My Events.',
      },
      { button: { label: 'Open the attendee list', url: `${ctx.publicUrl}/events/${d.eventId}/attendees` } },
    ],
    ctx,
  )
}
