import { Link } from 'wouter'
import type { User } from '../../domain/auth'
import type { ProfileInput } from '../../domain/profile'
import { TIMEZONE_VALUES } from '../../domain/timezones'
import { Alert, AlertDescription, AlertTitle } from './ui/alert'

/**
 * SMS needs a phone number on the profile: the server refuses smsOptIn without one
 * ("Add a phone number to your profile to receive SMS reminders"), so the forms ask first.
 */
export const smsNeedsPhone = (smsOptIn: boolean, phone: string | null | undefined) =>
  smsOptIn && !phone?.trim()

/**
 * The body of `PATCH /api/user/profile` that adds `phone` and keeps everything else as it is, or null when the
 * profile could not be saved as it stands (no name yet, a timezone outside the list): then only My Profile can.
 */
export function profileWithPhone(user: User, phone: string): ProfileInput | null {
  const timezone = TIMEZONE_VALUES.find((t) => t === user.timezone)
  if (!user.firstName?.trim() || !user.lastName?.trim() || !timezone) return null
  return { firstName: user.firstName, lastName: user.lastName, phone, timezone }
}

/** Turning SMS on without a phone number: ask for one first (/notifications, /settings). */
export function PhoneNeeded() {
  return (
    <Alert>
      <AlertTitle>Add a phone number</AlertTitle>
      <AlertDescription>
        To receive SMS reminders, add your mobile number in{' '}
        <Link className="font-medium underline" href="/profile">
          My Profile
        </Link>{' '}
        first.
      </AlertDescription>
    </Alert>
  )
}
