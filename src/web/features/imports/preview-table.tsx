import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { RowError } from '../../../domain/imports'
import { Badge } from '../../components/ui/badge'
import { Checkbox } from '../../components/ui/checkbox'
import { cn } from '../../lib/utils'
import { Cell, type CellValue, type Column } from './preview-cell'
import { ScrollRegion } from './scroll-region'
import { fixList, rowList } from './selection'

export type { Column } from './preview-cell'
export type PreviewRow<T> = {
  values: T
  selected: boolean
  duplicateOf: string | null
  /** Why the server did not create this row on the last import; cleared when the row is edited. */
  error?: string
  /** What the import will do differently from what the row says, or what to check (a guessed date). */
  warning?: string
  /** For each field, the pasted line it was read from (the built-in parser's). */
  sources?: Record<string, string>
}

/** The pasted lines a row was read from, each with the columns it gave ("“…” → Class, Duration, Price"). */
function ReadFrom<T>({ sources, columns }: { sources: Record<string, string>; columns: Column<T>[] }) {
  const byLine = new Map<string, string[]>()
  for (const col of columns) {
    const line = sources[String(col.key)]
    if (line) byLine.set(line, [...(byLine.get(line) ?? []), col.label])
  }
  if (!byLine.size) return null
  return (
    <details className={noteClass}>
      <summary className="cursor-pointer">Read from</summary>
      <ul className="mt-1 space-y-0.5">
        {[...byLine].map(([line, labels]) => (
          <li key={line} className="break-words">
            <span className="font-medium">{labels.join(', ')}</span>: “{line}”
          </li>
        ))}
      </ul>
    </details>
  )
}

/** The select column keeps its width, so the sticky column after it starts where it ends (`sm:left-24`). */
const selectCellClass = 'w-24 min-w-24 max-w-24 bg-background p-1 align-top sm:sticky sm:left-0 sm:z-10'
/** A note under a row, kept in view while the table scrolls sideways. */
const noteClass = 'sticky left-2 block max-w-[calc(100vw-5rem)] px-1'

type RowProps<T> = {
  row: PreviewRow<T>
  index: number
  noun: string
  columns: Column<T>[]
  validate: (values: T) => RowError[]
  onChange: (index: number, values: T) => void
  onToggle: (index: number, selected: boolean) => void
}

function RowView<T extends Record<string, CellValue>>({
  row,
  index,
  noun,
  columns,
  validate,
  onChange,
  onToggle,
}: RowProps<T>) {
  // Each row is checked live with the same schema the server uses.
  const errors = useMemo(() => validate(row.values), [row.values, validate])
  const byPath = new Map(errors.map((e) => [e.path.split('.')[0], e.message]))
  // One stable handler per row, so an unchanged cell skips rendering when the row is selected or edited elsewhere.
  const values = useRef(row.values)
  values.current = row.values
  const onValue = useCallback(
    (key: string, v: CellValue) => onChange(index, { ...values.current, [key]: v }),
    [index, onChange],
  )
  const id = `${noun}-${index + 1}`
  const errorId = `${id}-import-error`
  const warningId = `${id}-import-warning`
  const describedBy = [row.error ? errorId : '', row.warning ? warningId : ''].filter(Boolean).join(' ')
  return (
    <>
      <tr
        className="group/row [&>td]:border-t"
        data-invalid={errors.length > 0 || undefined}
        data-selected={row.selected}
      >
        <td className={selectCellClass}>
          <div className={cn('flex items-center gap-2 pt-1.5', !row.selected && 'opacity-60')}>
            <Checkbox
              checked={row.selected}
              onCheckedChange={(c) => onToggle(index, c === true)}
              aria-label={`Import ${noun} ${index + 1}`}
              aria-describedby={describedBy || undefined}
            />
            <span className="text-xs text-muted-foreground">{index + 1}</span>
          </div>
          {row.duplicateOf ? (
            <Badge variant="outline" className="mt-1 border-warning text-xs">
              Duplicate
            </Badge>
          ) : null}
        </td>
        {columns.map((col) => (
          <Cell
            key={col.key}
            col={col}
            value={row.values[col.key]}
            error={byPath.get(col.key)}
            label={`${col.label}, row ${index + 1}`}
            id={`${id}-${col.key}`}
            onValue={onValue}
          />
        ))}
      </tr>
      {row.error ? (
        <tr>
          <td colSpan={columns.length + 1} className="pb-2 text-xs text-destructive">
            <span id={errorId} className={noteClass}>
              Not imported: {row.error}
            </span>
          </td>
        </tr>
      ) : null}
      {row.warning ? (
        <tr>
          <td colSpan={columns.length + 1} className="pb-2 text-xs text-muted-foreground">
            <span id={warningId} className={noteClass}>
              Note: {row.warning}
            </span>
          </td>
        </tr>
      ) : null}
      {row.sources ? (
        <tr>
          <td colSpan={columns.length + 1} className="pb-2 text-xs text-muted-foreground">
            <ReadFrom sources={row.sources} columns={columns} />
          </td>
        </tr>
      ) : null}
    </>
  )
}
const Row = memo(RowView) as typeof RowView

/** What to fill in before the selected rows can go, by field: the cells are marked too, this is the overview. */
function FixList<T>(props: { rows: PreviewRow<T>[]; validate: (v: T) => RowError[]; columns: Column<T>[] }) {
  const items = fixList(props.rows, props.validate, props.columns)
  if (!items.length) return null
  return (
    <div className="rounded-md border border-warning/60 bg-warning/10 p-3 text-sm">
      <p className="font-medium">To import the selected rows, fix these cells (or deselect the rows):</p>
      <ul className="mt-1 list-disc pl-5">
        {items.map((it) => (
          <li key={`${it.column}-${it.message}`}>
            {it.column} column, {rowList(it.rows)}: {it.message}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Rows rendered per step: a first screenful at once, the rest in the background (issue 27: 1 000 rows). */
const ROWS_PER_STEP = 100

/**
 * How many rows to render so far. A preview of 1 000 rows holds 12 000 inputs; rendering them in one go froze the
 * page for seconds. The first rows show at once and the rest follow in low-priority steps, so the page answers
 * clicks and typing meanwhile.
 */
function useRowsShown(total: number): number {
  const [shown, setShown] = useState(() => Math.min(total, ROWS_PER_STEP))
  useEffect(() => {
    if (shown >= total) return
    const id = setTimeout(() => startTransition(() => setShown((n) => Math.min(total, n + ROWS_PER_STEP))), 0)
    return () => clearTimeout(id)
  }, [shown, total])
  return Math.min(total, Math.max(shown, Math.min(total, ROWS_PER_STEP)))
}

/** The editable preview: every cell can be corrected, invalid cells show their message, rows can be left out. */
export function PreviewTable<T extends Record<string, CellValue>>(props: {
  title: string
  noun: string
  rows: PreviewRow<T>[]
  columns: Column<T>[]
  validate: (values: T) => RowError[]
  onChange: (index: number, values: T) => void
  onToggle: (index: number, selected: boolean) => void
  onToggleAll: (selected: boolean) => void
  /** Most rows one import takes (Bulk Import's commit); said when the table has more. */
  max?: number
  /** A note for the whole table (e.g. ideas without a price). */
  note?: string
}) {
  const { rows, max } = props
  const shown = useRowsShown(rows.length)
  const selected = rows.filter((r) => r.selected).length
  const invalid = rows.filter((r) => r.selected && props.validate(r.values).length > 0).length
  const duplicates = rows.filter((r) => r.duplicateOf).length
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 className="text-lg font-semibold">
          {props.title} ({rows.length})
        </h2>
        <span className="text-sm text-muted-foreground">
          {selected} selected
          {max !== undefined && rows.length > max ? (
            <span className={cn(selected > max && 'font-medium text-destructive')}>
              {` (at most ${max} per import)`}
            </span>
          ) : null}
          {invalid ? `, ${invalid} with errors (fix them to import them)` : ''}
          {duplicates ? `, ${duplicates} possible duplicate${duplicates > 1 ? 's' : ''} left out` : ''}
        </span>
      </div>
      <FixList rows={rows} validate={props.validate} columns={props.columns} />
      {props.note ? <p className="text-sm text-muted-foreground">{props.note}</p> : null}
      <ScrollRegion label={`${props.title} preview`}>
        {/* Separate borders: collapsed ones stay behind when their sticky cell moves. */}
        <table className="w-full border-separate border-spacing-0 text-sm">
          <thead className="text-left">
            <tr>
              <th className="sticky top-0 z-30 w-24 min-w-24 max-w-24 bg-muted p-2 sm:left-0">
                <Checkbox
                  checked={selected === rows.length ? true : selected === 0 ? false : 'indeterminate'}
                  onCheckedChange={(c) => props.onToggleAll(c === true)}
                  aria-label={`Select all ${props.title.toLowerCase()}`}
                />
              </th>
              {props.columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={cn(
                    'sticky top-0 z-20 bg-muted p-2 font-medium whitespace-nowrap',
                    c.sticky && 'z-30 sm:left-24 sm:border-r',
                  )}
                >
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, shown).map((row, i) => (
              <Row
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity before they are saved
                key={i}
                row={row}
                index={i}
                noun={props.noun}
                columns={props.columns}
                validate={props.validate}
                onChange={props.onChange}
                onToggle={props.onToggle}
              />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {shown < rows.length ? (
        <p className="text-xs text-muted-foreground">
          Showing {shown} of {rows.length} rows…
        </p>
      ) : null}
    </div>
  )
}
