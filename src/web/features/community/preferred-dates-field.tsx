import { PlusIcon, XIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { focusIndexAfterRemoval } from '../../lib/move-focus'
import { addPreferredDate, MAX_PREFERRED_DATES, removePreferredDate } from './preferred-dates'

/**
 * Preferred dates as date pickers, one per row, instead of typed "YYYY-MM-DD, …" text. Empty rows are dropped
 * when the form is sent (`preferredDatesToSend`).
 */
export function PreferredDatesField(props: {
  id: string
  dates: string[]
  onChange: (dates: string[]) => void
  error?: string
}) {
  const { id, dates } = props
  const listRef = useRef<HTMLDivElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  // After adding or removing a row, focus goes to the new row, or the one taking the removed row's place.
  const [focusIndex, setFocusIndex] = useState<number | 'add' | null>(null)
  useEffect(() => {
    if (focusIndex === null) return
    if (focusIndex === 'add') addRef.current?.focus()
    else listRef.current?.querySelectorAll<HTMLInputElement>('input[type="date"]')[focusIndex]?.focus()
    setFocusIndex(null)
  }, [focusIndex])

  const errorId = `${id}-error`
  return (
    <fieldset className="space-y-2" aria-describedby={props.error ? errorId : undefined}>
      <legend className="text-sm font-medium">Preferred dates</legend>
      <div ref={listRef} className="space-y-2">
        {dates.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions ("Preferred date 2"), not identities
          <div key={i} className="flex items-center gap-2">
            <Input
              type="date"
              id={i === 0 ? id : `${id}-${i}`}
              aria-label={`Preferred date ${i + 1}`}
              aria-invalid={!!props.error}
              className="w-auto min-w-0 flex-1 sm:max-w-56"
              value={d}
              onChange={(e) => props.onChange(dates.map((x, j) => (j === i ? e.target.value : x)))}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove preferred date ${i + 1}`}
              onClick={() => {
                const next = removePreferredDate(dates, i)
                props.onChange(next)
                setFocusIndex(focusIndexAfterRemoval(i, next.length) ?? 'add')
              }}
            >
              <XIcon aria-hidden />
            </Button>
          </div>
        ))}
      </div>
      <Button
        ref={addRef}
        type="button"
        variant="outline"
        size="sm"
        disabled={dates.length >= MAX_PREFERRED_DATES}
        onClick={() => {
          props.onChange(addPreferredDate(dates))
          setFocusIndex(dates.length)
        }}
      >
        <PlusIcon aria-hidden /> {dates.length ? 'Add another date' : 'Add a date'}
      </Button>
      {props.error && (
        <p id={errorId} className="text-sm text-destructive">
          {props.error}
        </p>
      )}
    </fieldset>
  )
}
