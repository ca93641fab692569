import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Lightbulb } from 'lucide-react'
import { useState } from 'react'
import { type ClassDraft, validateClass } from '../../../domain/imports'
import { Alert, AlertDescription } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { Progress } from '../../components/ui/progress'
import { invalidateProposals } from '../../lib/invalidate'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AdminGate } from './admin-gate'
import { createComingSoon, previewClasses } from './api'
import { classColumns } from './columns'
import { createEach, rowsToRetry } from './create-each'
import { ImportSummary, type SkippedItem } from './import-summary'
import { PastePanel } from './paste-panel'
import { PreviewTable } from './preview-table'
import { importFailedToast, ParseAlerts, usePasteImport } from './use-paste-import'
import { usePreviewRows } from './use-preview-rows'

const PLACEHOLDER = `Paste class ideas, one per line or as a table, e.g.
- Infant Sleep 101: gentle routines for the first year
- Babywearing Lab with Kim Ngo, CPST - 60 min, $20`

function ClassImport() {
  useDocumentTitle('Coming Soon Ideas')
  const qc = useQueryClient()
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  // Bumped after each import so the table remounts on the rows that are left.
  const [batch, setBatch] = useState(0)
  const classes = usePreviewRows<ClassDraft>()
  const { text, setText, generation, source, summary, setSummary, parse, onParse, parsed } = usePasteImport(
    previewClasses,
    (p) => classes.load(p.classes, ({ errors: _e, ...values }: ClassDraft & { errors?: unknown }) => values),
  )

  const chosen = classes.rows.flatMap((r, i) => (r.selected ? [{ index: i, values: r.values }] : []))
  // One call per class (admin.md §7). Created rows leave the preview; the ones that failed stay, with their reason,
  // so the admin retries just those instead of pasting again and duplicating the rest.
  const save = useMutation({
    mutationFn: () => {
      setProgress({ done: 0, total: chosen.length })
      return createEach(chosen, createComingSoon, (done) => setProgress({ done, total: chosen.length }))
    },
    onSuccess: (r) => {
      const n = r.created.length
      const skipped: SkippedItem[] = r.failed.map((f) => ({
        label: [`Row ${f.index + 1}`, classes.rows[f.index]?.values.eventName].filter(Boolean).join(', '),
        reason: f.reason,
      }))
      const kept = skipped.length ? ' The classes not imported are kept below to try again.' : ''
      setSummary({ created: `Created ${n} coming-soon class${n === 1 ? '' : 'es'}.${kept}`, skipped })
      classes.setRows((rows) => rowsToRetry(rows, r.failed))
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
          Paste class ideas; each imported idea becomes a coming-soon class parents can vote on.
        </p>
      </header>
      <PastePanel
        text={text}
        onText={setText}
        onParse={onParse}
        parsing={parse.isPending}
        placeholder={PLACEHOLDER}
      />
      <ParseAlerts failed={parse.isError} warning={parsed ? source?.warning : undefined} />
      {parsed && classes.rows.length === 0 ? (
        <Alert>
          <AlertDescription>No class ideas found. Try one idea per line.</AlertDescription>
        </Alert>
      ) : null}
      {source && classes.rows.length ? (
        <div key={`${generation}-${batch}`} className="space-y-4">
          <PreviewTable
            title="Classes"
            noun="class"
            rows={classes.rows}
            columns={classColumns}
            validate={validateClass}
            onChange={classes.change}
            onToggle={classes.toggle}
            onToggleAll={classes.toggleAll}
          />
          <Button
            type="button"
            onClick={() => save.mutate()}
            disabled={chosen.length === 0 || save.isPending}
          >
            {save.isPending ? 'Importing…' : `Import ${chosen.length} selected`}
          </Button>
        </div>
      ) : null}
      {progress && (save.isPending || summary) ? (
        <Progress value={pct} aria-label="Import progress" className="max-w-md" />
      ) : null}
      {summary ? <ImportSummary created={summary.created} skipped={summary.skipped} /> : null}
    </div>
  )
}

export default function ImportClassesPage() {
  return (
    <AdminGate>
      <ClassImport />
    </AdminGate>
  )
}
