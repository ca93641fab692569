import type { RefObject } from 'react'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'

/**
 * The mobile number SMS reminders need, asked for right in the step that turns them on (saved to the profile),
 * instead of sending the family away to My Profile in the middle of registering.
 */
export function SmsPhoneField({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: string
  onChange(value: string): void
  error: string | null
  inputRef: RefObject<HTMLInputElement | null>
}) {
  return (
    <div className="space-y-2 rounded-md border p-3" data-testid="sms-phone">
      <Label htmlFor="pref-phone">Mobile number</Label>
      <Input
        ref={inputRef}
        id="pref-phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'pref-phone-hint pref-phone-error' : 'pref-phone-hint'}
      />
      <p id="pref-phone-hint" className="text-sm text-muted-foreground">
        Text reminders go to this number; it is saved to your profile. Or turn SMS off to continue without
        them.
      </p>
      {error && (
        <p id="pref-phone-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
