import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { CommitRequest, EventDraft, ProviderDraft } from '../../../domain/imports'
import { invalidateEvents, invalidateProviders } from '../../lib/invalidate'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { commitImport } from './api'
import { draftsHref, rowsAfterCommit, rowsToSend, selectionLimitMessage } from './commit-outcome'
import type { ImportOutcome } from './import-summary'
import { addSelections, countSelection } from './selection'
import { importFailedToast } from './use-paste-import'
import type { usePreviewRows } from './use-preview-rows'
import { checkEventRow, checkProviderRow } from './validators'

type Rows<T> = ReturnType<typeof usePreviewRows<T>>
type Sent = { request: CommitRequest; providers: number[]; events: number[]; withErrors: number }

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/**
 * Bulk Import's one commit call. Only selected rows without errors are sent (decision I12): the others stay in the
 * preview to be fixed. The import id is made with each preview and after each commit, and kept while a commit's
 * answer is unknown, so pressing Import again after a lost answer never creates the rows twice (I8).
 */
export function useBulkCommit(
  providers: Rows<ProviderDraft>,
  events: Rows<EventDraft>,
  onDone: (outcome: ImportOutcome) => void,
) {
  const qc = useQueryClient()
  const timeZone = useViewerTimeZone()
  const [importId, setImportId] = useState(() => crypto.randomUUID())
  const sendProviders = rowsToSend(providers.rows, checkProviderRow)
  const sendEvents = rowsToSend(events.rows, checkEventRow)
  const selection = addSelections(
    countSelection(providers.rows, checkProviderRow),
    countSelection(events.rows, checkEventRow),
  )
  const tooMany = selectionLimitMessage({ providers: sendProviders.length, events: sendEvents.length })

  const commit = useMutation({
    mutationFn: (sent: Sent) => commitImport(sent.request),
    onSuccess: (res, sent) => {
      const p = rowsAfterCommit(
        providers.rows,
        sent.providers,
        res.skipped.filter((s) => s.kind === 'provider'),
        (n, v) => [`Provider row ${n}`, `${v.firstName} ${v.lastName}`.trim()].filter(Boolean).join(', '),
      )
      const e = rowsAfterCommit(
        events.rows,
        sent.events,
        res.skipped.filter((s) => s.kind === 'event'),
        (n, v) => [`Event row ${n}`, v.title.trim()].filter(Boolean).join(', '),
      )
      providers.setRows(p.rows)
      events.setRows(e.rows)
      setImportId(crypto.randomUUID())
      const { providers: np, events: ne } = res.created
      const skipped = [...p.skipped, ...e.skipped]
      const notes = [
        sent.withErrors
          ? `${plural(sent.withErrors, 'selected row')} with errors ${sent.withErrors === 1 ? 'was' : 'were'} not sent: fix ${sent.withErrors === 1 ? 'it' : 'them'} below.`
          : '',
        skipped.length ? 'The rows not imported are kept below.' : '',
      ].filter(Boolean)
      onDone({
        created: `Created ${plural(np, 'provider')} and ${plural(ne, 'draft event')}.`,
        createdCount: np + ne,
        skipped,
        leftBehind: skipped.length + sent.withErrors,
        notes,
        links: [
          ...(ne
            ? [
                {
                  href: draftsHref(sent.request.events ?? [], res.skipped, timeZone),
                  label: 'See the drafts in Manage Events',
                },
              ]
            : []),
          ...(np ? [{ href: '/admin/providers', label: 'See the providers in Manage Providers' }] : []),
        ],
      })
      // New providers reach the directory and the event form's picker; draft events reach Manage Events.
      if (np) void invalidateProviders(qc)
      if (ne) void invalidateEvents(qc)
    },
    onError: importFailedToast,
  })

  return {
    commit,
    selection,
    tooMany,
    /** A new preview is a new import. */
    reset: () => setImportId(crypto.randomUUID()),
    run: () =>
      commit.mutate({
        request: {
          importId,
          providers: sendProviders.map((r) => r.values),
          events: sendEvents.map((r) => r.values),
        },
        providers: sendProviders.map((r) => r.i),
        events: sendEvents.map((r) => r.i),
        withErrors: selection.selected - selection.valid,
      }),
  }
}
