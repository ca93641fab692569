import { Sparkles } from 'lucide-react'
import { useState } from 'react'
import {
  type EventDraft,
  IMPORT_TYPES,
  type ImportType,
  MAX_IMPORT_ROWS,
  type ProviderDraft,
} from '../../../domain/imports'
import { Alert, AlertDescription } from '../../components/ui/alert'
import { Label } from '../../components/ui/label'
import { Progress } from '../../components/ui/progress'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AdminGate } from './admin-gate'
import { previewBulk } from './api'
import { eventColumns, providerColumns } from './columns'
import { ImportButton } from './import-button'
import { ImportSummary } from './import-summary'
import { PastePanel } from './paste-panel'
import { PreviewTable } from './preview-table'
import { useBulkCommit } from './use-bulk-commit'
import { ParseAlerts, usePasteImport } from './use-paste-import'
import { usePreviewRows } from './use-preview-rows'
import { checkEventRow, checkProviderRow } from './validators'

const TYPE_LABELS: Record<ImportType, string> = { providers: 'Providers', events: 'Events', both: 'Both' }
const PLACEHOLDER = `Paste a schedule, a spreadsheet, a table or a list, e.g.
Title,Date,Time,Price,Instructor
Breastfeeding Basics,3/3/2026,6:30pm CT,$25,"Maria Lopez, IBCLC"

or: Breastfeeding Basics with Maria Lopez, IBCLC - Tue March 3, 6:30pm CT, 90 min, $25`

function strip<T>(row: T & { errors?: unknown; duplicateOf?: unknown; warning?: unknown }): T {
  const { errors: _e, duplicateOf: _d, warning: _w, ...values } = row
  return values as T
}

function BulkImport() {
  const [type, setType] = useState<ImportType>('both')
  // Bumped after each import so the tables remount on the rows that are left.
  const [batch, setBatch] = useState(0)
  const providers = usePreviewRows<ProviderDraft>()
  const events = usePreviewRows<EventDraft>()
  const { text, setText, generation, source, summary, setSummary, parse, onParse, parsed } = usePasteImport(
    (t) => previewBulk(t, type),
    (p) => {
      providers.load(p.providers, strip)
      events.load(p.events, strip)
      bulk.reset()
    },
  )
  const bulk = useBulkCommit(providers, events, (outcome) => {
    setSummary(outcome)
    setBatch((b) => b + 1)
  })

  const hasRows = providers.rows.length + events.rows.length > 0
  const empty = parsed && !hasRows
  const { commit, selection, tooMany } = bulk
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
      <ParseAlerts
        failed={parse.isError}
        warning={parsed ? source?.warning : undefined}
        unread={parsed ? source?.unread : undefined}
      />
      {empty ? (
        <Alert>
          <AlertDescription>
            No entries found. Try a table with a header row, "Key: value" lines, or one entry per line.
          </AlertDescription>
        </Alert>
      ) : null}
      {summary ? <ImportSummary key={batch} outcome={summary} /> : null}
      {source && hasRows ? (
        <div key={`${generation}-${batch}`} className="space-y-6">
          <p className="text-xs text-muted-foreground">
            Read by {source?.source === 'llm' ? 'the AI service' : 'the built-in parser'}.
          </p>
          {providers.rows.length ? (
            <PreviewTable
              title="Providers"
              noun="provider"
              rows={providers.rows}
              columns={providerColumns}
              validate={checkProviderRow}
              onChange={providers.change}
              onToggle={providers.toggle}
              onToggleAll={providers.toggleAll}
              max={MAX_IMPORT_ROWS}
            />
          ) : null}
          {events.rows.length ? (
            <PreviewTable
              title="Events"
              noun="event"
              rows={events.rows}
              columns={eventColumns}
              validate={checkEventRow}
              onChange={events.change}
              onToggle={events.toggle}
              onToggleAll={events.toggleAll}
              max={MAX_IMPORT_ROWS}
            />
          ) : null}
          <div className="space-y-2">
            <ImportButton
              selection={selection}
              pending={commit.isPending}
              blockedBy={tooMany}
              onImport={bulk.run}
            />
            {commit.isPending ? (
              <Progress value={null} aria-label="Import progress" className="max-w-md" />
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  )
}

export default function AiImportPage() {
  // Named before the role gate, so a refused visit is not an untitled tab.
  useDocumentTitle('Bulk Import')
  return (
    <AdminGate>
      <BulkImport />
    </AdminGate>
  )
}
