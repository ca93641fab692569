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

/** A large account's copy of its data is ready: the mail points to Settings, where the signed-in person downloads it. */
export function dataExportReady(ctx: TemplateContext, d: { url: string; hours: number }) {
  return compose(
    'Your Cradle data is ready to download',
    'Your data is ready',
    [
      { p: greeting(ctx) },
      {
        p: `The copy of your Cradle data you asked for is ready. Sign in and download it from Settings within ${d.hours} hours; after that it is deleted and you can ask for a new one.`,
      },
      { button: { label: 'Open Settings', url: d.url } },
      { p: "If you didn't ask for a copy, change your password: someone may be signed in to your account." },
    ],
    ctx,
  )
}

/** The link that moves an account to a new address, sent to that new address. */
export function emailChange(ctx: TemplateContext, d: { url: string; newEmail: string }) {
  return compose(
    'Confirm your new email address for Cradle',
    'Confirm your new email address',
    [
      { p: greeting(ctx) },
      {
        p: `Someone signed in to a Cradle account asked to use ${d.newEmail} as its email address. Open the link below while signed in to that account to make the change. The link works once, for ${EMAIL_VERIFICATION_TTL_HOURS} hours.`,
      },
      { button: { label: 'Use this email address', url: d.url } },
      { p: "If you didn't ask for this, ignore this email: nothing changes." },
    ],
    ctx,
  )
}

/** The old address is told when the account moves away from it, so a takeover does not go unnoticed. */
export function emailChangedNotice(ctx: TemplateContext, d: { newEmail: string }) {
  return compose(
    'Your Cradle email address was changed',
    'Your email address was changed',
    [
      { p: greeting(ctx) },
      {
        p: `Your Cradle account now uses ${d.newEmail}. Emails about your registrations will go there from now on.`,
      },
      {
        p: `If you didn't make this change, write to us at ${ctx.supportEmail} right away so we can secure your account.`,
      },
    ],
    ctx,
  )
}
