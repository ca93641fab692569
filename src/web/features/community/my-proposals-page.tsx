import { useQuery } from '@tanstack/react-query'
import { format } from 'date-fns'
import {
  CheckCircleIcon,
  ClockIcon,
  ExternalLinkIcon,
  FileTextIcon,
  PlusIcon,
  XCircleIcon,
} from 'lucide-react'
import { useState } from 'react'
import { formatDateIn } from '../../../domain/datetime'
import type { ProviderProposal, ProviderProposalStatus } from '../../../domain/proposals'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { useMyProposals } from './api'
import { AccessDenied, EmptyState, ErrorState, ListSkeleton, StatCard, StatRow } from './page-states'
import { ProposalFormDialog } from './proposal-form-dialog'

const STATUS: Record<
  ProviderProposalStatus,
  { label: string; icon: React.ReactNode; variant: 'warning' | 'success' | 'destructive' }
> = {
  pending: {
    label: 'Pending Review',
    icon: <ClockIcon className="size-5 text-warning" aria-hidden />,
    variant: 'warning',
  },
  approved: {
    label: 'Approved',
    icon: <CheckCircleIcon className="size-5 text-success" aria-hidden />,
    variant: 'success',
  },
  declined: {
    label: 'Declined',
    icon: <XCircleIcon className="size-5 text-destructive" aria-hidden />,
    variant: 'destructive',
  },
}

/** Preferred dates are calendar days: shown without a timezone shift. */
const calendarDay = (d: string) => format(new Date(`${d}T12:00:00`), 'MMM d, yyyy')

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <div className="text-sm text-muted-foreground whitespace-pre-wrap break-words">{children}</div>
    </div>
  )
}

function ProposalItem({ p, onEdit }: { p: ProviderProposal; onEdit: () => void }) {
  const s = STATUS[p.status]
  const timeZone = useViewerTimeZone()
  const day = (iso: string) => formatDateIn(iso, timeZone)
  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <div className="flex min-w-0 items-start gap-2">
            <span className="shrink-0">{s.icon}</span>
            <div className="min-w-0">
              <CardTitle className="break-words">{p.eventName}</CardTitle>
              <p className="text-sm text-muted-foreground">Submitted {day(p.submittedAt)}</p>
            </div>
          </div>
          <Badge variant={s.variant} className="shrink-0">
            {s.label}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        {p.description && <Section title="Description">{p.description}</Section>}
        {p.targetAudience && <Section title="Target Audience">{p.targetAudience}</Section>}
        {p.preferredDates.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold">Preferred Dates</h3>
            <div className="mt-1 flex flex-wrap gap-1">
              {p.preferredDates.map((d) => (
                <Badge key={d} variant="outline">
                  {calendarDay(d)}
                </Badge>
              ))}
            </div>
          </div>
        )}
        {p.additionalNotes && <Section title="Additional Notes">{p.additionalNotes}</Section>}
        {p.reviewNotes && (
          <div className="rounded-lg border bg-muted/50 p-3">
            <h3 className="text-sm font-semibold">Staff Review Notes</h3>
            <p className="text-sm whitespace-pre-wrap">{p.reviewNotes}</p>
            {p.reviewedAt && (
              <p className="mt-1 text-xs text-muted-foreground">Reviewed on {day(p.reviewedAt)}</p>
            )}
          </div>
        )}
        {p.editable && (
          <Button variant={p.needsInfo ? 'default' : 'outline'} size="sm" onClick={onEdit}>
            {p.needsInfo ? 'Answer Staff Questions' : 'Edit Proposal'}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}

export default function MyProposalsPage() {
  useDocumentTitle('My Proposals')
  const { role, isLoading } = useAuth()
  const proposals = useMyProposals()
  const config = useQuery<{ links: { providerPortalUrl: string } }>({ queryKey: ['/api/config'] })
  const [editing, setEditing] = useState<ProviderProposal | null>(null)
  const [creating, setCreating] = useState(false)
  if (isLoading) return <ListSkeleton />
  if (role !== 'provider' && role !== 'admin') return <AccessDenied message="This page is for providers." />

  const list = proposals.data ?? []
  const count = (s: ProviderProposalStatus) => list.filter((p) => p.status === s).length
  const portal = config.data?.links.providerPortalUrl

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">My Proposals</h1>
          <p className="text-muted-foreground">Event ideas you sent and what staff decided.</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <PlusIcon aria-hidden /> New Proposal
        </Button>
      </div>
      {proposals.isLoading ? (
        <ListSkeleton />
      ) : proposals.error ? (
        <ErrorState error={proposals.error} onRetry={() => proposals.refetch()} />
      ) : (
        <>
          <StatRow>
            <StatCard label="Pending Review" value={count('pending')} icon={STATUS.pending.icon} />
            <StatCard label="Approved" value={count('approved')} icon={STATUS.approved.icon} />
            <StatCard label="Declined" value={count('declined')} icon={STATUS.declined.icon} />
          </StatRow>
          {list.length === 0 ? (
            <EmptyState
              icon={<FileTextIcon className="size-8 text-muted-foreground" aria-hidden />}
              title="No proposals yet"
            >
              <p className="text-muted-foreground">
                Submit an event idea here or through the provider portal.
              </p>
              {portal && (
                <Button asChild variant="outline">
                  <a href={portal} target="_blank" rel="noreferrer">
                    Provider Portal <ExternalLinkIcon aria-hidden />
                  </a>
                </Button>
              )}
            </EmptyState>
          ) : (
            <div className="space-y-4">
              {list.map((p) => (
                <ProposalItem key={p.id} p={p} onEdit={() => setEditing(p)} />
              ))}
            </div>
          )}
        </>
      )}
      {(creating || editing) && (
        <ProposalFormDialog
          key={editing?.id ?? 'new'}
          open
          proposal={editing}
          onClose={() => {
            setCreating(false)
            setEditing(null)
          }}
        />
      )}
    </div>
  )
}
