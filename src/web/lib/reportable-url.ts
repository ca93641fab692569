/** Query parameters that carry a secret or a one-time token: a payment's client secret, a waitlist offer. */
const SECRET_PARAMS = [
  'payment_intent_client_secret',
  'payment_intent',
  'setup_intent_client_secret',
  'offer',
  'token',
]

/**
 * The page address a bug report carries, for support to open the same view (calendar tab, wizard step), without
 * the secrets some addresses hold: a report filed after a payment went wrong would otherwise mail the payment's
 * client secret to support.
 */
export function reportableUrl(href: string): string {
  const url = new URL(href)
  for (const name of SECRET_PARAMS) url.searchParams.delete(name)
  url.hash = ''
  return url.toString()
}
