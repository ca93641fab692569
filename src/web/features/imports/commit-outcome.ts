import { isLocalDateTime, monthKeyIn } from '../../../domain/datetime'
import { localToInstant } from '../../../domain/import-parser/dates'
import {
  type CommitResult,
  type EventDraft,
  MAX_IMPORT_ROWS,
  type RowError,
  tooManyRowsMessage,
} from '../../../domain/imports'
import { ApiError } from '../../lib/api'
import type { SkippedItem } from './import-summary'
import type { PreviewRow } from './preview-table'

/**
 * The selected rows the commit sends: only those that pass `validate` (a row with errors stays in the preview until
 * fixed, decision I12). A selected duplicate is one the admin chose to keep (decision I8).
 */
export function rowsToSend<T>(
  rows: PreviewRow<T>[],
  validate: (values: T) => RowError[] = () => [],
): { i: number; values: T & { keepDuplicate: boolean } }[] {
  return rows.flatMap((r, i) =>
    r.selected && validate(r.values).length === 0
      ? [{ i, values: { ...r.values, keepDuplicate: r.duplicateOf !== null } }]
      : [],
  )
}

/** Why Import is disabled: a list with more selected rows than one commit takes (decision I10). */
export function selectionLimitMessage(selected: { providers: number; events: number }): string | null {
  if (selected.providers > MAX_IMPORT_ROWS) return tooManyRowsMessage('providers')
  if (selected.events > MAX_IMPORT_ROWS) return tooManyRowsMessage('events')
  return null
}

/**
 * One preview table after a commit (decision I11): created rows leave it; a skipped row stays with its reason,
 * selected again unless it was skipped as a duplicate; rows that were not sent stay as they were. Each skipped
 * row's summary line names its new position, so the summary matches what is on screen.
 */
export function rowsAfterCommit<T>(
  rows: PreviewRow<T>[],
  sent: number[],
  skipped: CommitResult['skipped'],
  label: (position: number, values: T) => string,
): { rows: PreviewRow<T>[]; skipped: SkippedItem[] } {
  const wasSent = new Set(sent)
  const refusals = new Map(skipped.map((s) => [sent[s.index], s]))
  const kept: PreviewRow<T>[] = []
  const items: SkippedItem[] = []
  rows.forEach((row, i) => {
    const refusal = refusals.get(i)
    if (wasSent.has(i) && !refusal) return
    if (!refusal) {
      kept.push(row)
      return
    }
    kept.push({
      ...row,
      selected: !refusal.duplicateOf,
      duplicateOf: refusal.duplicateOf ?? row.duplicateOf,
      error: refusal.reason,
    })
    items.push({ label: label(kept.length, row.values), reason: refusal.reason })
  })
  return { rows: kept, skipped: items }
}

/** The toast text for a failed commit: the server's own sentence when it refused (e.g. too many rows), else admin.md §8's. */
export function importFailureMessage(e: unknown): string {
  return e instanceof ApiError && e.status < 500 && e.body?.message
    ? e.body.message
    : 'Failed to create entries'
}

/**
 * The summary's title and tone: an import that created nothing is a warning, never a success (the admin must not
 * read "Import finished" over zero rows); one that left rows behind says so.
 */
export function outcomeHeading(
  createdCount: number,
  leftBehind: number,
): {
  title: string
  tone: 'success' | 'warning'
} {
  if (createdCount === 0) return { title: 'Nothing was imported', tone: 'warning' }
  if (leftBehind > 0) return { title: 'Import finished, some rows were not imported', tone: 'warning' }
  return { title: 'Import finished', tone: 'success' }
}

/**
 * Where Bulk Import's new drafts are seen: Manage Events on the month of the earliest draft created, in the viewer's
 * zone as the calendar shows it (`?month=`, as after Create Event, decision AE13). Plain /events opens on today's
 * month, where drafts for another month are not to be seen. `sent` is the commit's event rows, `skipped` its answer.
 */
export function draftsHref(
  sent: Pick<EventDraft, 'date' | 'timezone'>[],
  skipped: CommitResult['skipped'],
  viewerTimeZone: string,
): string {
  const notCreated = new Set(skipped.filter((s) => s.kind === 'event').map((s) => s.index))
  const starts = sent
    .filter((row, i) => !notCreated.has(i) && isLocalDateTime(row.date))
    .map((row) => localToInstant(row.date, row.timezone).getTime())
    .filter(Number.isFinite)
  return starts.length
    ? `/events?month=${monthKeyIn(new Date(Math.min(...starts)), viewerTimeZone)}`
    : '/events'
}
