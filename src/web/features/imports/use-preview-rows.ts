import { useCallback, useState } from 'react'
import type { PreviewRow } from './preview-table'

/** Rows of one preview table: values the admin edits and whether each row is selected. */
export function usePreviewRows<T>() {
  const [rows, setRows] = useState<PreviewRow<T>[]>([])
  const change = useCallback(
    (i: number, values: T) =>
      setRows((rs) => rs.map((r, j) => (j === i ? { ...r, values, error: undefined } : r))),
    [],
  )
  const toggle = useCallback(
    (i: number, selected: boolean) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, selected } : r))),
    [],
  )
  const toggleAll = useCallback(
    (selected: boolean) => setRows((rs) => rs.map((r) => ({ ...r, selected }))),
    [],
  )
  /** Duplicates start deselected: importing them is a deliberate choice. */
  const load = useCallback(
    (
      items: (T & { duplicateOf?: string | null; warning?: string; sources?: Record<string, string> })[],
      strip: (item: T & { duplicateOf?: string | null }) => T,
    ) =>
      setRows(
        items.map((it) => ({
          values: strip(it),
          selected: !it.duplicateOf,
          duplicateOf: it.duplicateOf ?? null,
          ...(it.warning ? { warning: it.warning } : {}),
          ...(it.sources ? { sources: it.sources } : {}),
        })),
      ),
    [],
  )
  return { rows, setRows, change, toggle, toggleAll, load }
}
