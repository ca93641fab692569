import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { centsToPrice } from '../../../domain/money'
import {
  type AdminProposal,
  PROPOSAL_STATUS_LABELS,
  PROPOSAL_TRANSITIONS,
  type ProposalStatus,
  TRANSITION_ACTION_LABELS,
} from '../../../domain/proposals'
import { stageRangeLabel } from '../../../domain/stage'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { Label } from '../../components/ui/label'
import { Textarea } from '../../components/ui/textarea'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { useApproveProposal, useChangeProposalStatus } from './api'
import { DiscardNotesDialog } from './discard-notes-dialog'
import { focusOnceEnabled } from './focus-once-enabled'
import { decisionQuestion } from './proposal-decision'
import { DecisionConfirmDialog } from './proposal-decision-dialog'
import { notesChanged, type ProposalNotes, savedNotes, submittedAfterBadge } from './proposal-notes'
import { formatMomentIn } from './zoned-time'

const errorText = (e: unknown) =>
  e instanceof ApiError ? e.userMessage : e instanceof Error ? e.message : ''

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length))
    return null
  return (
    <div>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="whitespace-pre-wrap break-words">{Array.isArray(value) ? value.join(', ') : value}</dd>
    </div>
  )
}

/** Every field of one proposal, and exactly the status moves allowed from where it is. */
export function ProposalDetailDialog(props: { proposal: AdminProposal | null; onClose: () => void }) {
  const p = props.proposal
  const [reviewNotes, setReviewNotes] = useState('')
  const [internalNotes, setInternalNotes] = useState('')
  const [approvedEventId, setApprovedEventId] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<ProposalStatus | null>(null)
  // The notes as last stored: typed notes that differ from them are asked about before the dialog goes away.
  const [baseline, setBaseline] = useState<ProposalNotes>({ reviewNotes: '', internalNotes: '' })
  // Asking "Discard your notes?" before closing, or before following View Event to its href.
  const [leaving, setLeaving] = useState<{ href: string | null } | null>(null)
  const beforeAsking = useRef<HTMLElement | null>(null)
  const [, navigate] = useLocation()
  const viewEventRef = useRef<HTMLAnchorElement>(null)
  // The button that asked for a confirmation gets focus back when it closes (Radix returns it only to a Trigger).
  const opener = useRef<HTMLElement | null>(null)
  const lastId = useRef<string | null>(null)
  if (p) lastId.current = p.id
  const change = useChangeProposalStatus()
  const approve = useApproveProposal()
  const busy = change.isPending || approve.isPending
  const timeZone = useViewerTimeZone()
  const fmtDate = (iso: string | null) => (iso ? formatMomentIn(iso, timeZone) : null)

  const open = (next: AdminProposal | null) => {
    const saved = savedNotes(next ?? { reviewNotes: null, internalNotes: null })
    setReviewNotes(saved.reviewNotes)
    setInternalNotes(saved.internalNotes)
    setBaseline(saved)
    setApprovedEventId(null)
    setConfirming(null)
    setLeaving(null)
  }
  const [shownId, setShownId] = useState<string | null>(null)
  if ((p?.id ?? null) !== shownId) {
    setShownId(p?.id ?? null)
    open(p)
  }

  // The approve buttons are gone once approved: focus moves to View Event, which names what happened.
  // No toast here: a toast above the dialog would take the first Escape.
  useEffect(() => {
    if (approvedEventId) viewEventRef.current?.focus()
  }, [approvedEventId])

  const question = p && confirming ? decisionQuestion(confirming, p.eventName, !!reviewNotes.trim()) : null
  const choose = (to: ProposalStatus) => {
    if (p && decisionQuestion(to, p.eventName, false)) setConfirming(to)
    else void act(to)
  }

  async function act(to: ProposalStatus) {
    if (!p) return
    if (to === 'approved') {
      try {
        const r = await approve.mutateAsync({ id: p.id, reviewNotes, internalNotes })
        setApprovedEventId(r.event.id)
      } catch (e) {
        toast({ title: 'Failed to approve proposal', description: errorText(e), variant: 'destructive' })
      }
      return
    }
    try {
      await change.mutateAsync({ id: p.id, status: to, reviewNotes, internalNotes })
      toast({ title: 'Status updated', description: `Moved to ${PROPOSAL_STATUS_LABELS[to]}.` })
      props.onClose()
    } catch (e) {
      toast({ title: 'Failed to update proposal status', description: errorText(e), variant: 'destructive' })
    }
  }

  const eventId = approvedEventId ?? p?.eventId ?? null
  const actions = p && !approvedEventId ? PROPOSAL_TRANSITIONS[p.status] : []
  // Notes are editable only beside the decisions that save them; without one, nothing typed can be lost.
  const unsaved = actions.length > 0 && notesChanged(baseline, { reviewNotes, internalNotes })
  const leave = (href: string | null) => {
    if (href) navigate(href)
    else props.onClose()
  }
  const askBeforeLeaving = (href: string | null) => {
    beforeAsking.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setLeaving({ href })
  }
  return (
    <Dialog open={!!p} onOpenChange={(o) => !o && (unsaved ? askBeforeLeaving(null) : props.onClose())}>
      <DialogContent
        className="max-w-2xl"
        // Opened from a card, not a Trigger: focus returns to that card, or to the selected tab when the
        // proposal moved to another tab.
        onCloseAutoFocus={(e) => {
          e.preventDefault()
          const card = document.querySelector<HTMLElement>(`[data-proposal-id="${lastId.current}"]`)
          const tab = document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
          const target = card ?? tab
          target?.focus()
        }}
      >
        {p && (
          <>
            <DialogHeader>
              <DialogTitle>{p.eventName}</DialogTitle>
              <DialogDescription>
                <Badge variant="secondary">{PROPOSAL_STATUS_LABELS[p.status]}</Badge>{' '}
                {submittedAfterBadge(p.status, p.submittedAt, timeZone)}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Field label="Service Type" value={p.serviceType} />
              <Field
                label="Provider"
                value={[p.providerFirstName, p.providerLastName].filter(Boolean).join(' ') || null}
              />
              <Field label="Event Date" value={fmtDate(p.eventDate)} />
              <Field label="Preferred Dates" value={p.preferredDates} />
              <Field label="Duration" value={p.durationMinutes ? `${p.durationMinutes} minutes` : null} />
              <Field label="Maximum Capacity" value={p.maximumCapacity} />
              <Field label="Cost per Registration" value={`$${centsToPrice(p.costPerRegistration)}`} />
              <Field label="Votes" value={p.voteCount} />
              <Field label="Languages" value={p.languages} />
              <Field label="Stage" value={p.stageRange ? stageRangeLabel(p.stageRange) : null} />
              <Field label="Target Market Tags" value={p.targetMarketTags} />
              <Field label="Target Audience" value={p.targetAudience} />
              <Field label="Reviewed" value={fmtDate(p.reviewedAt)} />
            </dl>
            <dl className="space-y-3">
              <Field label="Description" value={p.description} />
              <Field label="Learning Objectives" value={p.learningObjectives} />
              <Field label="Engagement Approach" value={p.engagementApproach} />
              <Field label="Additional Notes" value={p.additionalNotes} />
            </dl>
            {actions.length > 0 ? (
              <div className="space-y-3 border-t pt-4">
                <div className="space-y-1.5">
                  <Label htmlFor="review-notes">Review notes (sent to the provider)</Label>
                  <Textarea
                    id="review-notes"
                    value={reviewNotes}
                    onChange={(e) => setReviewNotes(e.target.value)}
                  />
                </div>
                <div className="space-y-1.5">
                  <Label htmlFor="internal-notes">Internal notes (staff only)</Label>
                  <Textarea
                    id="internal-notes"
                    value={internalNotes}
                    onChange={(e) => setInternalNotes(e.target.value)}
                  />
                </div>
                <div className="flex flex-wrap gap-2">
                  {actions.map((to) => (
                    <Button
                      key={to}
                      disabled={busy}
                      variant={to === 'declined' ? 'destructive' : to === 'approved' ? 'default' : 'outline'}
                      onClick={(e) => {
                        opener.current = e.currentTarget
                        choose(to)
                      }}
                    >
                      {TRANSITION_ACTION_LABELS[to]}
                    </Button>
                  ))}
                </div>
              </div>
            ) : p.reviewNotes || p.internalNotes ? (
              // No decision is left (archived, or just approved): the stored notes are still shown, read only.
              <dl className="space-y-3 border-t pt-4">
                <Field label="Review notes (sent to the provider)" value={p.reviewNotes} />
                <Field label="Internal notes (staff only)" value={p.internalNotes} />
              </dl>
            ) : null}
            {eventId && (
              <div className="flex flex-wrap items-center gap-3 border-t pt-4">
                {approvedEventId && (
                  <p id="proposal-approved-note" role="status" className="text-sm">
                    Approved: a draft event was created.
                  </p>
                )}
                <Button asChild>
                  <Link
                    ref={viewEventRef}
                    href={`/events/${eventId}`}
                    onClick={(e) => {
                      if (!unsaved) return
                      e.preventDefault()
                      askBeforeLeaving(`/events/${eventId}`)
                    }}
                    aria-describedby={approvedEventId ? 'proposal-approved-note' : undefined}
                  >
                    View Event
                  </Link>
                </Button>
              </div>
            )}
            <DecisionConfirmDialog
              question={question}
              destructive={confirming === 'declined'}
              onCancel={() => setConfirming(null)}
              // The button is disabled while the decision is sent: after a failure it takes focus once enabled.
              returnFocus={() => focusOnceEnabled(opener.current)}
              onConfirm={() => confirming && void act(confirming)}
            />
            <DiscardNotesDialog
              open={!!leaving}
              onKeep={() => setLeaving(null)}
              returnFocus={() => beforeAsking.current?.focus()}
              onDiscard={() => {
                const href = leaving?.href ?? null
                setLeaving(null)
                setReviewNotes(baseline.reviewNotes)
                setInternalNotes(baseline.internalNotes)
                leave(href)
              }}
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
