import { useState } from 'react'
import {
  isStagePoint,
  STAGE_LIMITS,
  type StagePhase,
  type StageRange,
  stageRangeLabel,
} from '../../domain/stage'
import { Input } from './ui/input'
import { Label } from './ui/label'

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive'

export interface End {
  phase: StagePhase | ''
  value: string
}

/**
 * What the four controls mean: both ends empty is any stage (null); an end without its scale takes the other end's;
 * a missing number is sent as -1, out of range, so the schema's message says what to fill in.
 */
export function rangeFromEnds(from: End, to: End): StageRange | null {
  if (!from.phase && !to.phase && !from.value.trim() && !to.value.trim()) return null
  const phase = (e: End, other: End): StagePhase => e.phase || other.phase || 'pregnant'
  const num = (e: End) => (e.value.trim() === '' ? -1 : Number(e.value))
  return {
    from: { phase: phase(from, to), value: num(from) },
    to: { phase: phase(to, from), value: num(to) },
  }
}
const toEnd = (p: StageRange['from'] | undefined): End =>
  p ? { phase: p.phase, value: String(p.value) } : { phase: '', value: '' }

/**
 * Who a class is for (issue 31.3): from a week of pregnancy or a baby's month to another, or any stage. Both
 * ends left empty means any stage; an end half filled is passed on as it is, so the schema names what is missing.
 * The event form and the proposal form both use it; `idPrefix` names its controls (`{idPrefix}-from-phase`…).
 */
export function StageRangeInputs(props: {
  idPrefix: string
  value: StageRange | null
  onChange: (v: StageRange | null) => void
  error?: string
  /** The form focuses the range's first control when the range is refused. */
  fieldRef?: (el: HTMLSelectElement | null) => void
  /** The first control's `name` (forms that find controls by name). */
  name?: string
}) {
  const [ends, setEnds] = useState<{ from: End; to: End }>({
    from: toEnd(props.value?.from),
    to: toEnd(props.value?.to),
  })
  const set = (which: 'from' | 'to', patch: Partial<End>) => {
    const next = { ...ends, [which]: { ...ends[which], ...patch } }
    setEnds(next)
    props.onChange(rangeFromEnds(next.from, next.to))
  }
  const describedBy = props.error ? `${props.idPrefix}-error` : `${props.idPrefix}-hint`
  const endInputs = (which: 'from' | 'to', label: string) => {
    const e = ends[which]
    const limits = e.phase ? STAGE_LIMITS[e.phase] : undefined
    return (
      <div className="grid grid-cols-[minmax(0,1fr)_6rem] items-end gap-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${props.idPrefix}-${which}-phase`}>{label}</Label>
          <select
            id={`${props.idPrefix}-${which}-phase`}
            name={which === 'from' ? props.name : undefined}
            ref={which === 'from' ? props.fieldRef : undefined}
            className={selectClass}
            value={e.phase}
            aria-describedby={describedBy}
            aria-invalid={!!props.error}
            onChange={(ev) => set(which, { phase: ev.target.value as End['phase'] })}
          >
            <option value="">Any stage</option>
            <option value="pregnant">Weeks pregnant</option>
            <option value="baby">Months postpartum</option>
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${props.idPrefix}-${which}-value`}>
            {e.phase === 'baby' ? 'Month' : 'Week'}
            <span className="sr-only"> ({label.toLowerCase()})</span>
          </Label>
          <Input
            id={`${props.idPrefix}-${which}-value`}
            type="number"
            inputMode="numeric"
            min={limits?.min}
            max={limits?.max}
            value={e.value}
            disabled={!e.phase}
            aria-invalid={!!props.error}
            aria-describedby={describedBy}
            onChange={(ev) => set(which, { value: ev.target.value })}
          />
        </div>
      </div>
    )
  }
  return (
    <fieldset className="space-y-2" data-testid="stage-range-field">
      <legend className="text-sm font-medium">Stage (optional)</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {endInputs('from', 'From')}
        {endInputs('to', 'To')}
      </div>
      {props.error ? (
        <p id={`${props.idPrefix}-error`} className="text-sm text-destructive">
          {props.error}
        </p>
      ) : (
        <p id={`${props.idPrefix}-hint`} className="text-xs text-muted-foreground">
          {props.value && isStagePoint(props.value.from) && isStagePoint(props.value.to)
            ? `Recommended to families at ${stageRangeLabel(props.value)}.`
            : 'For everyone. Set a range (e.g. 28–40 weeks pregnant) to recommend it to families at that stage.'}
        </p>
      )}
    </fieldset>
  )
}
