import { PASSWORD_RESET_TTL_MINUTES } from '../../../domain/auth'
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
