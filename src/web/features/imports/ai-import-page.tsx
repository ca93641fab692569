import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Sparkles } from 'lucide-react'
import { useState } from 'react'
import {
  type EventDraft,
  IMPORT_TYPES,
  type ImportType,
  type ProviderDraft,
  validateEvent,
  validateProvider,
} from '../../../domain/imports'
import { Alert, AlertDescription } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { Label } from '../../components/ui/label'
import { Progress } from '../../components/ui/progress'
import { invalidateEvents, invalidateProviders } from '../../lib/invalidate'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AdminGate } from './admin-gate'
import { commitImport, previewBulk } from './api'
import { eventColumns, providerColumns } from './columns'
import { ImportSummary } from './import-summary'
import { PastePanel } from './paste-panel'
import { PreviewTable } from './preview-table'
import { importFailedToast, ParseAlerts, usePasteImport } from './use-paste-import'
import { usePreviewRows } from './use-preview-rows'

const TYPE_LABELS: Record<ImportType, string> = { providers: 'Providers', events: 'Events', both: 'Both' }
const PLACEHOLDER = `Paste a schedule, a spreadsheet, a table or a list, e.g.
Title,Date,Time,Price,Instructor
Breastfeeding Basics,3/3/2026,6:30pm CT,$25,"Maria Lopez, IBCLC"

or: Breastfeeding Basics with Maria Lopez, IBCLC - Tue March 3, 6:30pm CT, 90 min, $25`

function strip<T>(row: T & { errors?: unknown; duplicateOf?: unknown }): T {
  const { errors: _e, duplicateOf: _d, ...values } = row
  return values as T
}

function BulkImport() {
  useDocumentTitle('Bulk Import')
  const qc = useQueryClient()
  const [type, setType] = useState<ImportType>('both')
  const providers = usePreviewRows<ProviderDraft>()
  const events = usePreviewRows<EventDraft>()
  const { text, setText, generation, source, summary, setSummary, parse, onParse, parsed } = usePasteImport(
    (t) => previewBulk(t, type),
    (p) => {
      providers.load(p.providers, strip)
      events.load(p.events, strip)
    },
  )

  const chosenProviders = providers.rows.flatMap((r, i) => (r.selected ? [{ i, values: r.values }] : []))
  const chosenEvents = events.rows.flatMap((r, i) => (r.selected ? [{ i, values: r.values }] : []))
  const commit = useMutation({
    mutationFn: () =>
      commitImport({
        providers: chosenProviders.map((r) => r.values),
        events: chosenEvents.map((r) => r.values),
      }),
    onSuccess: (res) => {
      const skipped = res.skipped.map((s) => {
        const rowNo = (s.kind === 'provider' ? chosenProviders : chosenEvents)[s.index].i + 1
        return { label: `${s.kind === 'provider' ? 'Provider' : 'Event'} row ${rowNo}`, reason: s.reason }
      })
      setSummary({
        created: `Created ${res.created.providers} provider${res.created.providers === 1 ? '' : 's'} and ${res.created.events} draft event${res.created.events === 1 ? '' : 's'}.`,
        skipped,
      })
      providers.setRows([])
      events.setRows([])
      // New providers reach the directory and the event form's picker; draft events reach Manage Events.
      if (res.created.providers) void invalidateProviders(qc)
      if (res.created.events) void invalidateEvents(qc)
    },
    onError: importFailedToast,
  })

  const total = chosenProviders.length + chosenEvents.length
  const empty = parsed && providers.rows.length + events.rows.length === 0
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Sparkles className="size-6 text-primary" aria-hidden="true" /> Bulk Import
        </h1>
        <p className="text-sm text-muted-foreground">
          Paste provider lists or class schedules. Check and correct the preview, then import: events are
          created as drafts.
        </p>
      </header>
      <PastePanel
        text={text}
        onText={setText}
        onParse={onParse}
        parsing={parse.isPending}
        placeholder={PLACEHOLDER}
      >
        <fieldset className="flex flex-wrap items-center gap-4">
          <legend className="sr-only">What to import</legend>
          <Label asChild>
            <span>Import</span>
          </Label>
          {IMPORT_TYPES.map((t) => (
            <label key={t} className="flex items-center gap-1.5 text-sm">
              <input
                type="radio"
                name="import-type"
                value={t}
                checked={type === t}
                onChange={() => setType(t)}
              />
              {TYPE_LABELS[t]}
            </label>
          ))}
        </fieldset>
      </PastePanel>
      <ParseAlerts failed={parse.isError} warning={parsed ? source?.warning : undefined} />
      {empty ? (
        <Alert>
          <AlertDescription>
            No entries found. Try a table with a header row, "Key: value" lines, or one entry per line.
          </AlertDescription>
        </Alert>
      ) : null}
      {parsed && !empty ? (
        <div key={generation} className="space-y-6">
          <p className="text-xs text-muted-foreground">
            Read by {source?.source === 'llm' ? 'the AI service' : 'the built-in parser'}.
          </p>
          {providers.rows.length ? (
            <PreviewTable
              title="Providers"
              noun="provider"
              rows={providers.rows}
              columns={providerColumns}
              validate={validateProvider}
              onChange={providers.change}
              onToggle={providers.toggle}
              onToggleAll={providers.toggleAll}
            />
          ) : null}
          {events.rows.length ? (
            <PreviewTable
              title="Events"
              noun="event"
              rows={events.rows}
              columns={eventColumns}
              validate={validateEvent}
              onChange={events.change}
              onToggle={events.toggle}
              onToggleAll={events.toggleAll}
            />
          ) : null}
          <div className="space-y-2">
            <Button type="button" onClick={() => commit.mutate()} disabled={total === 0 || commit.isPending}>
              {commit.isPending ? 'Importing…' : `Import ${total} selected`}
            </Button>
            {commit.isPending ? (
              <Progress value={null} aria-label="Import progress" className="max-w-md" />
            ) : null}
          </div>
        </div>
      ) : null}
      {summary ? (
        <div className="space-y-2">
          <Progress value={100} aria-label="Import progress" className="max-w-md" />
          <ImportSummary created={summary.created} skipped={summary.skipped} />
        </div>
      ) : null}
    </div>
  )
}

export default function AiImportPage() {
  return (
    <AdminGate>
      <BulkImport />
    </AdminGate>
  )
}
