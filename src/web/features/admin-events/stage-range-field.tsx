import { Controller, get } from 'react-hook-form'
import { StageRangeInputs } from '../../components/stage-range-inputs'
import { useEventForm } from './form-kit'

/** The first message anywhere under stageRange (from.value, to, to.value…). */
function firstError(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined
  const own = (node as { message?: unknown }).message
  if (typeof own === 'string') return own
  for (const child of Object.values(node)) {
    const m = firstError(child)
    if (m) return m
  }
  return undefined
}

/**
 * Who the class is for (issue 31.3): from a week of pregnancy or a baby's month to another, or any stage. Both
 * ends left empty means any stage; an end half filled is sent as it is, so the schema names what is missing.
 */
export function StageRangeField() {
  const { control, formState } = useEventForm()
  const error = firstError(get(formState.errors, 'stageRange'))
  return (
    <Controller
      control={control}
      name="stageRange"
      render={({ field }) => (
        <StageRangeInputs
          idPrefix="f-stageRange"
          name="stageRange"
          value={field.value ?? null}
          onChange={field.onChange}
          error={error}
          fieldRef={field.ref}
        />
      )}
    />
  )
}
