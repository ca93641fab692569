import { zodResolver } from '@hookform/resolvers/zod'
import type * as React from 'react'
import { useState } from 'react'
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { TextInputField } from '../../components/text-input-field'
import { Alert, AlertDescription } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { ApiError, apiJson } from '../../lib/api'

export interface AuthField<T> {
  name: Path<T & FieldValues>
  label: string
  type?: string
  autoComplete?: string
  /** Focus the field when the form appears (the code step of a two-step sign-in). */
  autoFocus?: boolean
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode']
  /** A sentence under the label, read with the field. */
  hint?: string
}

/** Shared by sign-in and sign-up: same schema as the server, server field errors mapped back onto fields. */
export function AuthForm<S extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: S
  endpoint: string
  fields: AuthField<z.input<S>>[]
  submitLabel: string
  /**
   * What happens once the server accepts the form: sign-in and sign-up navigate (fully, so every cached query is
   * fetched again as this user; the cache is left as it is until then, else the page's own "already signed in"
   * redirect would run first), the password pages show what is done.
   */
  onDone: (body: unknown, values: z.output<S>) => void
  /** Below the submit button, from what is typed so far (sign-in passes the email on to "Forgot password?"). */
  footer?: (values: Partial<z.input<S>>) => React.ReactNode
  /** Fields sent with the form's values that the person does not type (sign-up's timezone). */
  extraBody?: () => Record<string, unknown>
  /** Values the fields start with (an email carried over from the sign-in form). */
  defaultValues?: DefaultValues<z.input<S>>
}) {
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(props.schema),
    defaultValues: props.defaultValues,
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const body = await apiJson('POST', props.endpoint, { ...values, ...props.extraBody?.() })
      props.onDone(body, values)
    } catch (e) {
      if (e instanceof ApiError && e.body) {
        const shown = new Set<string>(props.fields.map((f) => f.name))
        const onFields = (e.body.errors ?? []).filter((fe) => shown.has(fe.path))
        for (const fe of onFields) form.setError(fe.path as Path<z.input<S>>, { message: fe.message })
        // Said once: beside its field when the server names one on the form, else above it (a reset link's
        // token is not a field anyone can fix).
        if (onFields.length === 0) setFormError(e.body.message)
      } else setFormError('Something went wrong. Please try again.')
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError && (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      {props.fields.map((f) => {
        const error = (errors as Record<string, { message?: string } | undefined>)[f.name]?.message
        if (f.type === 'checkbox')
          return (
            <div key={f.name} className="space-y-1.5">
              <div className="flex items-start gap-2 text-sm">
                <input
                  id={f.name}
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  aria-invalid={!!error}
                  aria-describedby={error ? `${f.name}-error` : undefined}
                  {...form.register(f.name)}
                />
                <label htmlFor={f.name}>{f.label}</label>
              </div>
              {error && (
                <p id={`${f.name}-error`} className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
          )
        return (
          <TextInputField
            key={f.name}
            id={f.name}
            label={f.label}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            autoFocus={f.autoFocus}
            inputMode={f.inputMode}
            hint={f.hint}
            error={error}
            {...form.register(f.name)}
          />
        )
      })}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Please wait…' : props.submitLabel}
      </Button>
      {props.footer?.(form.watch() as Partial<z.input<S>>)}
    </form>
  )
}
