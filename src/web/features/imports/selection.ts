import type { RowError } from '../../../domain/imports'
import type { Column, PreviewRow } from './preview-table'

/** Selected rows, and how many of them pass the row rules (only those are sent). */
export type Selection = { selected: number; valid: number }

export function countSelection<T>(rows: PreviewRow<T>[], validate: (values: T) => RowError[]): Selection {
  let selected = 0
  let valid = 0
  for (const r of rows) {
    if (!r.selected) continue
    selected++
    if (validate(r.values).length === 0) valid++
  }
  return { selected, valid }
}

export const addSelections = (a: Selection, b: Selection): Selection => ({
  selected: a.selected + b.selected,
  valid: a.valid + b.valid,
})

const rowsWord = (n: number) => (n === 1 ? '1 selected row has' : `${n} selected rows have`)

/** The Import button's text: it counts only the rows it will send. */
export function importButtonLabel(s: Selection): string {
  return s.valid < s.selected ? `Import ${s.valid} of ${s.selected} selected` : `Import ${s.valid} selected`
}

/** Why Import is disabled, or what it will leave behind; null when every selected row goes. */
export function importHint(s: Selection): { text: string; blocks: boolean } | null {
  if (s.selected === 0) return { text: 'Select at least one row to import.', blocks: true }
  const invalid = s.selected - s.valid
  if (s.valid === 0)
    return {
      text: `Nothing can be imported yet: ${rowsWord(invalid)} errors. Fix the marked cells, or deselect those rows.`,
      blocks: true,
    }
  if (invalid > 0)
    return {
      text: `${rowsWord(invalid)} errors and will stay in the preview until the marked cells are fixed.`,
      blocks: false,
    }
  return null
}

/** One thing to fix in the selected rows: a field's message and the rows (1-based) that have it. */
export type FixItem = { column: string; message: string; rows: number[] }

/** What the admin has to fill in before the selected rows can be imported, grouped by field and message. */
export function fixList<T>(
  rows: PreviewRow<T>[],
  validate: (values: T) => RowError[],
  columns: Column<T>[],
): FixItem[] {
  const items = new Map<string, FixItem>()
  rows.forEach((r, i) => {
    if (!r.selected) return
    for (const e of validate(r.values)) {
      const key = e.path.split('.')[0]
      const column = columns.find((c) => c.key === key)?.label ?? key
      const id = `${key}\u0000${e.message}`
      const item = items.get(id) ?? { column, message: e.message, rows: [] }
      item.rows.push(i + 1)
      items.set(id, item)
    }
  })
  // Column order, so the list reads like the table.
  const order = (label: string) => columns.findIndex((c) => c.label === label)
  return [...items.values()].sort((a, b) => order(a.column) - order(b.column))
}

/** "rows 1, 2 and 3", at most `max` numbers ("rows 1, 2, 3 and 9 more"). */
export function rowList(rows: number[], max = 8): string {
  if (rows.length === 1) return `row ${rows[0]}`
  if (rows.length > max) return `rows ${rows.slice(0, max).join(', ')} and ${rows.length - max} more`
  return `rows ${rows.slice(0, -1).join(', ')} and ${rows[rows.length - 1]}`
}

/**
 * Class ideas whose text gave no price are saved at 0.00 (decision I13): said once above the table, so a blank Price
 * cell is not mistaken for a missing value that blocks the import.
 */
export function noPriceNote(rows: PreviewRow<{ price: string }>[]): string | null {
  const n = rows.filter((r) => r.selected && !r.values.price.trim()).length
  if (!n) return null
  const which = n === 1 ? '1 selected idea has' : `${n} selected ideas have`
  return `${which} no price: ${n === 1 ? 'it' : 'they'} will be saved as free (0.00). Enter a price for any that will cost something.`
}
