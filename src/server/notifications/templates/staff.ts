import { compose } from './compose'
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

export function comingSoonPublished(ctx: TemplateContext, d: { eventName: string }) {
  return compose(
    `Coming soon to Cradle: ${d.eventName}`,
    'A new class idea needs your vote',
    [
      { p: greeting(ctx) },
      { p: `"${d.eventName}" is a new Coming Soon class. Vote for it if you would like it to happen.` },
      { button: { label: 'See Coming Soon classes', url: `${ctx.publicUrl}/coming-soon` } },
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
