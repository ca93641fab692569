import type * as React from 'react'
import { Input } from './ui/input'
import { Label } from './ui/label'

/** A labelled input with its error under it, tied together for screen readers (`aria-describedby`). */
export function TextInputField({
  id,
  label,
  error,
  hint,
  ...input
}: { id: string; label: string; error?: string; hint?: string } & React.ComponentProps<typeof Input>) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <Input id={id} aria-invalid={!!error} aria-describedby={described || undefined} {...input} />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
