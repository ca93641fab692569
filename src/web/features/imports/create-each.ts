import { ApiError } from '../../lib/api'

export type CreateOutcome = { created: number[]; failed: { index: number; reason: string }[] }

/** Answers after which every later call would fail the same way: stop and keep the rest for a retry. */
const stopsTheBatch = (e: unknown) => !(e instanceof ApiError) || [401, 403, 429].includes(e.status)

/**
 * Creates items one call each, in order (admin.md §7 "one call per class"). A row the server refuses is
 * recorded with its reason and the rest go on; after a rate limit, a lost session or a network failure the
 * remaining rows are not sent but reported with that reason, so the page can keep exactly the rows still to do.
 */
export async function createEach<T>(
  items: { index: number; values: T }[],
  create: (values: T) => Promise<unknown>,
  onProgress: (done: number) => void = () => {},
): Promise<CreateOutcome> {
  const out: CreateOutcome = { created: [], failed: [] }
  for (const [n, item] of items.entries()) {
    try {
      await create(item.values)
      out.created.push(item.index)
    } catch (e) {
      const reason = e instanceof ApiError ? e.userMessage : 'Failed to create entries'
      if (stopsTheBatch(e)) {
        out.failed.push(...items.slice(n).map((it) => ({ index: it.index, reason })))
        onProgress(items.length)
        return out
      }
      out.failed.push({ index: item.index, reason })
    }
    onProgress(n + 1)
  }
  return out
}

/**
 * The preview after an import: the rows that failed, selected again and carrying their reason, and the rows `keep`
 * names (selected rows with errors, which were not sent), as they were, in their order.
 */
export function rowsToRetry<R extends { selected: boolean }>(
  rows: R[],
  failed: CreateOutcome['failed'],
  keep: (row: R) => boolean = () => false,
): (R & { error?: string })[] {
  const reasons = new Map(failed.map((f) => [f.index, f.reason]))
  return rows.flatMap((r, i) => {
    const error = reasons.get(i)
    if (error !== undefined) return [{ ...r, selected: true, error }]
    return keep(r) ? [r] : []
  })
}
