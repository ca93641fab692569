import type * as React from 'react'
import { type FieldPath, get, useFormContext } from 'react-hook-form'
import type { EventForm, EventFormInput } from '../../../domain/event-form'
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Textarea } from '../../components/ui/textarea'
import { cn } from '../../lib/utils'

export type FormPath = FieldPath<EventFormInput>
export const useEventForm = () => useFormContext<EventFormInput, unknown, EventForm>()
const fieldId = (name: string) => `f-${name.replaceAll('.', '-')}`

export function Section(props: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        {/* One heading, at the page's second level, styled as a card title (not an h2 inside an h3). */}
        <h2 className="text-lg font-semibold leading-tight">{props.title}</h2>
        {props.description && <CardDescription>{props.description}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4">{props.children}</CardContent>
    </Card>
  )
}

/**
 * The visible mark of a required field. Hidden from screen readers, which hear "required" from the control
 * itself; kept outside the <label> so the field's name stays its label alone.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-1 font-semibold text-destructive">
      *
    </span>
  )
}

/** Label (with its required mark) for a control built outside <Field>. */
export function FieldLabel(props: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <div className="flex items-baseline">
      <Label htmlFor={props.htmlFor}>{props.label}</Label>
      {props.required && <RequiredMark />}
    </div>
  )
}

type FieldA11y = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; required?: boolean }

/** Label, control, hint and the field's error, wired for screen readers. */
export function Field(props: {
  name: FormPath
  label: string
  hint?: string
  className?: string
  /** Marked visibly and set on the control (`required`); the form's schema is what enforces it. */
  required?: boolean
  children: (a11y: FieldA11y) => React.ReactNode
}) {
  const { formState } = useEventForm()
  const error = (get(formState.errors, props.name) as { message?: string } | undefined)?.message
  const id = fieldId(props.name)
  const described = [props.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className={cn('space-y-1.5', props.className)}>
      <FieldLabel htmlFor={id} label={props.label} required={props.required} />
      {props.children({
        id,
        'aria-invalid': !!error,
        'aria-describedby': described || undefined,
        required: props.required || undefined,
      })}
      {props.hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}

export function TextField(props: {
  name: FormPath
  label: string
  hint?: string
  type?: string
  placeholder?: string
  className?: string
  multiline?: boolean
  required?: boolean
}) {
  const { register } = useEventForm()
  return (
    <Field
      name={props.name}
      label={props.label}
      hint={props.hint}
      className={props.className}
      required={props.required}
    >
      {(a11y) =>
        props.multiline ? (
          <Textarea {...a11y} placeholder={props.placeholder} rows={4} {...register(props.name)} />
        ) : (
          <Input
            {...a11y}
            type={props.type ?? 'text'}
            placeholder={props.placeholder}
            {...register(props.name)}
          />
        )
      }
    </Field>
  )
}

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive'

/** A native select: accessible, keyboard-friendly and the phone's own picker on small screens. */
export function SelectField(props: {
  name: FormPath
  label: string
  options: readonly (string | { value: string; label: string })[]
  placeholder?: string
  className?: string
  required?: boolean
}) {
  const { register } = useEventForm()
  return (
    <Field name={props.name} label={props.label} className={props.className} required={props.required}>
      {(a11y) => (
        <select {...a11y} className={selectClass} {...register(props.name)}>
          {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
          {props.options.map((o) => {
            const { value, label } = typeof o === 'string' ? { value: o, label: o } : o
            return (
              <option key={value} value={value}>
                {label}
              </option>
            )
          })}
        </select>
      )}
    </Field>
  )
}
export { selectClass }
