import { memo, useState } from 'react'
import { LOCAL_DATE_TIME } from '../../../domain/event-form'
import { cn } from '../../lib/utils'

export type CellValue = string | string[]
export type Column<T> = {
  key: keyof T & string
  label: string
  /** `wrap`: one-line text shown on as many lines as it needs; `datetime`: a local date-time picker. */
  kind?: 'text' | 'textarea' | 'wrap' | 'list' | 'select' | 'datetime'
  options?: readonly string[]
  /** Tailwind min-width class; long texts get more room. */
  width?: string
  /** Stays in view while the table scrolls sideways (the row's name), from the small breakpoint up. */
  sticky?: boolean
  placeholder?: string
}

const inputClass =
  'w-full rounded-md border border-input bg-background px-2 py-1 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive aria-[invalid=true]:bg-destructive/5'

/** The row's name stays in view after the select column (`w-24`); its shadow shows once rows scroll under it. */
const stickyCellClass =
  'bg-background sm:sticky sm:left-24 sm:z-10 sm:border-r sm:group-data-[more-left=true]/scroll:shadow-[6px_0_8px_-4px_rgb(0_0_0/0.3)]'

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

/**
 * A date-time picker, so the admin reads "01/27/2027, 10:30 AM" in their own format instead of "2027-01-27T10:30".
 * A pasted value the picker cannot hold ("someday", a date without a time) is shown under it, not lost from view.
 */
function DateTimeInput(
  props: { value: string; onChange: (v: string) => void; hintId: string } & Omit<
    React.ComponentProps<'input'>,
    'value' | 'onChange'
  >,
) {
  const { value, onChange, hintId, ...rest } = props
  const fits = LOCAL_DATE_TIME.test(value)
  const describedBy = [rest['aria-describedby'], !fits && value ? hintId : ''].filter(Boolean).join(' ')
  return (
    <>
      <input
        {...rest}
        aria-describedby={describedBy || undefined}
        type="datetime-local"
        className={inputClass}
        value={fits ? value : ''}
        onChange={(e) => onChange(e.target.value)}
      />
      {!fits && value ? (
        <p id={hintId} className="mt-0.5 text-xs text-muted-foreground">
          Pasted as “{value}”
        </p>
      ) : null}
    </>
  )
}

function CellView<T>(props: {
  col: Column<T>
  value: CellValue
  error?: string
  label: string
  /** Unique in the page: ties the error text to the input. */
  id: string
  /** Stable per row (so an unchanged cell is not rendered again): the column's key and the new value. */
  onValue: (key: string, v: CellValue) => void
}) {
  const { col, value, error, label, id } = props
  const onChange = (v: CellValue) => props.onValue(col.key, v)
  const errId = `${id}-err`
  const common = {
    'aria-label': label,
    'aria-invalid': !!error,
    'aria-describedby': error ? errId : undefined,
    placeholder: col.placeholder,
  }
  let input: React.ReactNode
  if (col.kind === 'list') {
    input = <ListInput {...common} value={Array.isArray(value) ? value : []} onChange={onChange} />
  } else if (col.kind === 'datetime') {
    input = <DateTimeInput {...common} hintId={`${id}-pasted`} value={String(value)} onChange={onChange} />
  } else if (col.kind === 'select') {
    const v = String(value)
    const options = col.options?.includes(v) || !v ? (col.options ?? []) : [v, ...(col.options ?? [])]
    input = (
      <select {...common} className={inputClass} value={v} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    )
  } else if (col.kind === 'textarea' || col.kind === 'wrap') {
    const wrap = col.kind === 'wrap'
    input = (
      <textarea
        {...common}
        rows={2}
        className={cn(inputClass, wrap && 'min-h-9 resize-none [field-sizing:content]')}
        value={String(value)}
        // A title is one line: Enter and pasted line breaks become spaces.
        onChange={(e) => onChange(wrap ? e.target.value.replace(/\s*\n\s*/g, ' ') : e.target.value)}
        onKeyDown={wrap ? (e) => e.key === 'Enter' && e.preventDefault() : undefined}
      />
    )
  } else {
    input = (
      <input
        {...common}
        className={inputClass}
        value={String(value)}
        onChange={(e) => onChange(e.target.value)}
      />
    )
  }
  return (
    <td className={cn('p-1 align-top', col.width ?? 'min-w-32', col.sticky && stickyCellClass)}>
      {/* Dimmed inside the cell, not on the row: a sticky cell must stay opaque over what scrolls under it. The row
          says whether it is selected, so selecting rows does not render their cells again. */}
      <div className="group-data-[selected=false]/row:opacity-60">
        {input}
        {error ? (
          <p id={errId} className="mt-0.5 text-xs text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </td>
  )
}

/** A preview cell; rendered again only when its own value, error or label changes. */
export const Cell = memo(CellView) as typeof CellView
