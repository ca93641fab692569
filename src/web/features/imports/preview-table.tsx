import { memo, useMemo, useState } from 'react'
import type { RowError } from '../../../domain/imports'
import { Badge } from '../../components/ui/badge'
import { Checkbox } from '../../components/ui/checkbox'
import { cn } from '../../lib/utils'

type CellValue = string | string[]
export type Column<T> = {
  key: keyof T & string
  label: string
  kind?: 'text' | 'textarea' | 'list' | 'select'
  options?: readonly string[]
  /** Tailwind min-width class; long texts get more room. */
  width?: string
}
export type PreviewRow<T> = {
  values: T
  selected: boolean
  duplicateOf: string | null
  /** Why the server did not create this row on the last import; cleared when the row is edited. */
  error?: string
  /** What the import will do differently from what the row says (e.g. not link a shared provider name). */
  warning?: string
}

const inputClass =
  'w-full rounded-md border border-input bg-background px-2 py-1 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive aria-[invalid=true]:bg-destructive/5'

/** A list edited as comma-separated text; the typed text stays as typed until the next parse. */
function ListInput(
  props: { value: string[]; onChange: (v: string[]) => void } & Omit<
    React.ComponentProps<'input'>,
    'value' | 'onChange'
  >,
) {
  const { value, onChange, ...rest } = props
  const [text, setText] = useState(value.join(', '))
  return (
    <input
      {...rest}
      className={inputClass}
      value={text}
      onChange={(e) => {
        setText(e.target.value)
        onChange(
          e.target.value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        )
      }}
    />
  )
}

function Cell<T>(props: {
  col: Column<T>
  value: CellValue
  error?: string
  label: string
  onChange: (v: CellValue) => void
}) {
  const { col, value, error, label } = props
  const errId = `${label.replace(/\W+/g, '-')}-err`
  const common = {
    'aria-label': label,
    'aria-invalid': !!error,
    'aria-describedby': error ? errId : undefined,
  }
  let input: React.ReactNode
  if (col.kind === 'list') {
    input = <ListInput {...common} value={Array.isArray(value) ? value : []} onChange={props.onChange} />
  } else if (col.kind === 'select') {
    const v = String(value)
    const options = col.options?.includes(v) || !v ? (col.options ?? []) : [v, ...(col.options ?? [])]
    input = (
      <select {...common} className={inputClass} value={v} onChange={(e) => props.onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    )
  } else if (col.kind === 'textarea') {
    input = (
      <textarea
        {...common}
        rows={2}
        className={inputClass}
        value={String(value)}
        onChange={(e) => props.onChange(e.target.value)}
      />
    )
  } else {
    input = (
      <input
        {...common}
        className={inputClass}
        value={String(value)}
        onChange={(e) => props.onChange(e.target.value)}
      />
    )
  }
  return (
    <td className={cn('p-1 align-top', col.width ?? 'min-w-32')}>
      {input}
      {error ? (
        <p id={errId} className="mt-0.5 text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </td>
  )
}

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
  const errorId = `${noun}-${index + 1}-import-error`
  const warningId = `${noun}-${index + 1}-import-warning`
  const describedBy = [row.error ? errorId : '', row.warning ? warningId : ''].filter(Boolean).join(' ')
  return (
    <>
      <tr
        className={cn('border-t', !row.selected && 'opacity-60')}
        data-invalid={errors.length > 0 || undefined}
      >
        <td className="p-1 align-top">
          <div className="flex items-center gap-2 pt-1.5">
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
            onChange={(v) => onChange(index, { ...row.values, [col.key]: v })}
          />
        ))}
      </tr>
      {row.error ? (
        <tr>
          <td id={errorId} colSpan={columns.length + 1} className="px-2 pb-2 text-xs text-destructive">
            Not imported: {row.error}
          </td>
        </tr>
      ) : null}
      {row.warning ? (
        <tr>
          <td id={warningId} colSpan={columns.length + 1} className="px-2 pb-2 text-xs text-muted-foreground">
            Note: {row.warning}
          </td>
        </tr>
      ) : null}
    </>
  )
}
const Row = memo(RowView) as typeof RowView

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
}) {
  const { rows, max } = props
  const selected = rows.filter((r) => r.selected).length
  const invalid = rows.filter((r) => r.selected && props.validate(r.values).length > 0).length
  const duplicates = rows.filter((r) => r.duplicateOf).length
  return (
    <section aria-label={props.title} className="space-y-2">
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
          {invalid ? `, ${invalid} with errors (fix them or they will be skipped)` : ''}
          {duplicates ? `, ${duplicates} possible duplicate${duplicates > 1 ? 's' : ''} left out` : ''}
        </span>
      </div>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full border-collapse text-sm">
          <thead className="bg-muted/50 text-left">
            <tr>
              <th className="p-2">
                <Checkbox
                  checked={selected === rows.length ? true : selected === 0 ? false : 'indeterminate'}
                  onCheckedChange={(c) => props.onToggleAll(c === true)}
                  aria-label={`Select all ${props.title.toLowerCase()}`}
                />
              </th>
              {props.columns.map((c) => (
                <th key={c.key} scope="col" className="p-2 font-medium whitespace-nowrap">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
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
      </div>
    </section>
  )
}
