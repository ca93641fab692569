import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Lightbulb } from 'lucide-react'
import { useState } from 'react'
import type { ClassDraft } from '../../../domain/imports'
import { Alert, AlertDescription } from '../../components/ui/alert'
import { Progress } from '../../components/ui/progress'
import { invalidateProposals } from '../../lib/invalidate'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AdminGate } from './admin-gate'
import { createComingSoon, previewClasses } from './api'
import { classColumns } from './columns'
import { createEach, rowsToRetry } from './create-each'
import { ImportButton } from './import-button'
import { ImportSummary, type SkippedItem } from './import-summary'
import { PastePanel } from './paste-panel'
import { PreviewTable } from './preview-table'
import { countSelection, noPriceNote } from './selection'
import { importFailedToast, ParseAlerts, usePasteImport } from './use-paste-import'
import { usePreviewRows } from './use-preview-rows'
import { checkClassRow } from './validators'

const PLACEHOLDER = `Paste class ideas, one per line or as a table, e.g.
- Infant Sleep 101: gentle routines for the first year
- Babywearing Lab with Kim Ngo, CPST - 60 min, $20`

type ClassPreviewItem = ClassDraft & { errors?: unknown; duplicateOf?: string | null; sources?: unknown }
const stripMeta = ({ errors: _e, duplicateOf: _d, sources: _s, ...values }: ClassPreviewItem): ClassDraft =>
  values

/** What the summary says and links to, by where the ideas went (issue 27: review first, unless published). */
function createdOutcome(n: number, published: boolean) {
  if (published)
    return {
      created: `Created ${n} coming-soon class${n === 1 ? '' : 'es'}.`,
      links: n
        ? [
            { href: '/coming-soon', label: 'See them on Coming Soon' },
            { href: '/proposals?tab=coming_soon', label: 'Open the Proposals Inbox (Coming Soon tab)' },
          ]
        : [],
    }
  return {
    created: `Created ${n} class idea${n === 1 ? '' : 's'} for review: ${n === 1 ? 'it waits' : 'they wait'} in the Proposals Inbox until you move ${n === 1 ? 'it' : 'them'} to Coming Soon.`,
    links: n
      ? [{ href: '/proposals?tab=submitted', label: 'Review them in the Proposals Inbox (Submitted tab)' }]
      : [],
  }
}

function ClassImport() {
  const qc = useQueryClient()
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  // Off by default: imported ideas wait for an admin before parents see them (issue 27).
  const [publish, setPublish] = useState(false)
  // Bumped after each import so the table remounts on the rows that are left.
  const [batch, setBatch] = useState(0)
  const classes = usePreviewRows<ClassDraft>()
  const { text, setText, generation, source, summary, setSummary, parse, onParse, parsed } = usePasteImport(
    previewClasses,
    (p) => classes.load(p.classes, stripMeta),
  )

  const selection = countSelection(classes.rows, checkClassRow)
  // Only rows without errors are sent (decision I12); the others stay to be fixed.
  const chosen = classes.rows.flatMap((r, i) =>
    r.selected && checkClassRow(r.values).length === 0 ? [{ index: i, values: r.values }] : [],
  )
  // One call per class (admin.md §7). Created rows leave the preview; the ones that failed stay, with their reason,
  // so the admin retries just those instead of pasting again and duplicating the rest.
  const save = useMutation({
    mutationFn: () => {
      setProgress({ done: 0, total: chosen.length })
      return createEach(
        chosen,
        (values) => createComingSoon(values, publish),
        (done) => setProgress({ done, total: chosen.length }),
      )
    },
    onSuccess: (r) => {
      const n = r.created.length
      const withErrors = selection.selected - selection.valid
      const skipped: SkippedItem[] = r.failed.map((f) => ({
        label: [`Row ${f.index + 1}`, classes.rows[f.index]?.values.eventName].filter(Boolean).join(', '),
        reason: f.reason,
      }))
      const notes = [
        withErrors
          ? `${withErrors} selected ${withErrors === 1 ? 'idea' : 'ideas'} with errors ${withErrors === 1 ? 'was' : 'were'} not sent: fix ${withErrors === 1 ? 'it' : 'them'} below.`
          : '',
        skipped.length ? 'The classes not imported are kept below to try again.' : '',
      ].filter(Boolean)
      setSummary({
        ...createdOutcome(n, publish),
        createdCount: n,
        skipped,
        leftBehind: skipped.length + withErrors,
        notes,
      })
      // The failed rows and the selected ones with errors (not sent) stay; created and unselected ones leave.
      classes.setRows((rows) =>
        rowsToRetry(rows, r.failed, (row) => row.selected && checkClassRow(row.values).length > 0),
      )
      setBatch((b) => b + 1)
      if (n) void invalidateProposals(qc)
    },
    onError: importFailedToast,
  })

  const pct = progress?.total ? Math.round((100 * progress.done) / progress.total) : 0
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Lightbulb className="size-6 text-primary" aria-hidden="true" /> Coming Soon Ideas
        </h1>
        <p className="text-sm text-muted-foreground">
          Paste class ideas. Imported ideas wait in the Proposals Inbox for your review; move them to Coming
          Soon there for parents to vote on, or publish them at once below.
        </p>
      </header>
      <PastePanel
        text={text}
        onText={setText}
        onParse={onParse}
        parsing={parse.isPending}
        placeholder={PLACEHOLDER}
      />
      <ParseAlerts
        failed={parse.isError}
        warning={parsed ? source?.warning : undefined}
        unread={parsed ? source?.unread : undefined}
      />
      {parsed && classes.rows.length === 0 ? (
        <Alert>
          <AlertDescription>No class ideas found. Try one idea per line.</AlertDescription>
        </Alert>
      ) : null}
      {summary ? <ImportSummary key={batch} outcome={summary} /> : null}
      {source && classes.rows.length ? (
        <div key={`${generation}-${batch}`} className="space-y-4">
          <PreviewTable
            title="Classes"
            noun="class"
            rows={classes.rows}
            columns={classColumns}
            validate={checkClassRow}
            onChange={classes.change}
            onToggle={classes.toggle}
            onToggleAll={classes.toggleAll}
            note={noPriceNote(classes.rows) ?? undefined}
          />
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5"
              checked={publish}
              onChange={(e) => setPublish(e.target.checked)}
            />
            <span>
              Publish on Coming Soon at once
              <span className="block text-muted-foreground">
                Parents see the ideas straight away, without review in the Proposals Inbox.
              </span>
            </span>
          </label>
          <ImportButton selection={selection} pending={save.isPending} onImport={() => save.mutate()} />
        </div>
      ) : null}
      {progress && save.isPending ? (
        <Progress value={pct} aria-label="Import progress" className="max-w-md" />
      ) : null}
    </div>
  )
}

export default function ImportClassesPage() {
  // Named before the role gate, so a refused visit is not an untitled tab.
  useDocumentTitle('Coming Soon Ideas')
  return (
    <AdminGate>
      <ClassImport />
    </AdminGate>
  )
}
