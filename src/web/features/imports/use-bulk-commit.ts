import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { CommitRequest, EventDraft, ProviderDraft } from '../../../domain/imports'
import { invalidateEvents, invalidateProviders } from '../../lib/invalidate'
import { commitImport } from './api'
import { rowsAfterCommit, rowsToSend, selectionLimitMessage } from './commit-outcome'
import { type ImportOutcome, importFailedToast } from './use-paste-import'
import type { usePreviewRows } from './use-preview-rows'

type Rows<T> = ReturnType<typeof usePreviewRows<T>>
type Sent = { request: CommitRequest; providers: number[]; events: number[] }

/**
 * Bulk Import's one commit call. The import id is made with each preview and after each commit, and kept while a
 * commit's answer is unknown, so pressing Import again after a lost answer never creates the rows twice (I8).
 */
export function useBulkCommit(
  providers: Rows<ProviderDraft>,
  events: Rows<EventDraft>,
  onDone: (outcome: ImportOutcome) => void,
) {
  const qc = useQueryClient()
  const [importId, setImportId] = useState(() => crypto.randomUUID())
  const sendProviders = rowsToSend(providers.rows)
  const sendEvents = rowsToSend(events.rows)
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
      const kept = p.skipped.length + e.skipped.length ? ' The rows not imported are kept below.' : ''
      onDone({
        created: `Created ${np} provider${np === 1 ? '' : 's'} and ${ne} draft event${ne === 1 ? '' : 's'}.${kept}`,
        skipped: [...p.skipped, ...e.skipped],
      })
      // New providers reach the directory and the event form's picker; draft events reach Manage Events.
      if (np) void invalidateProviders(qc)
      if (ne) void invalidateEvents(qc)
    },
    onError: importFailedToast,
  })

  return {
    commit,
    total: sendProviders.length + sendEvents.length,
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
      }),
  }
}
