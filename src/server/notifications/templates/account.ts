import { EMAIL_VERIFICATION_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES } from '../../../domain/auth'
import { compose } from './compose'
import { greeting, type TemplateContext } from './context'

/** The "forgot password" link. It says what to do if the family did not ask: nothing. */
export function passwordReset(ctx: TemplateContext, d: { url: string }) {
  const hours = PASSWORD_RESET_TTL_MINUTES / 60
  const lasts = hours === 1 ? 'one hour' : `${hours} hours`
  return compose(
    'Choose a new Cradle password',
    'Choose a new password',
    [
      { p: greeting(ctx) },
      {
        p: `We received a request to reset the password of your Cradle account. Choose a new one with the button below: the link works once, for ${lasts}, and signs you out everywhere else.`,
      },
      { button: { label: 'Choose a new password', url: d.url } },
      { p: "If you didn't ask for this, ignore this email: your password stays as it is." },
    ],
    ctx,
  )
}

/**
 * The sign-up's "confirm your address" link. Opening it proves the address only for the account it was made for
 * (signed in), so whoever did not sign up can ignore it safely.
 */
export function emailVerification(ctx: TemplateContext, d: { url: string }) {
  return compose(
    'Confirm your email address for Cradle',
    'Confirm your email address',
    [
      { p: greeting(ctx) },
      {
        p: `Thanks for joining Cradle. Confirm that this is your email address with the button below (you may be asked to sign in first). The link works once, for ${EMAIL_VERIFICATION_TTL_HOURS} hours.`,
      },
      { button: { label: 'Confirm my email address', url: d.url } },
      {
        p: "If you didn't create a Cradle account, ignore this email: nothing happens unless the account's owner signs in and opens the link.",
      },
    ],
    ctx,
  )
}
