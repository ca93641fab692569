import { Link } from 'wouter'
import { Alert, AlertDescription, AlertTitle } from './ui/alert'

/**
 * SMS needs a phone number on the profile: the server refuses smsOptIn without one
 * ("Add a phone number to your profile to receive SMS reminders"), so the forms ask first.
 */
export const smsNeedsPhone = (smsOptIn: boolean, phone: string | null | undefined) =>
  smsOptIn && !phone?.trim()

/** Turning SMS on without a phone number: ask for one first (/notifications, /settings, the registration wizard). */
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
