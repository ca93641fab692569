import { OFFER_LINK_MESSAGES, type OfferLink } from '../../../domain/registrations'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
import { ApiError } from '../../lib/api'

/**
 * Opened from the offer email (`?offer=`): the offered family goes on claiming the seat the review step shows; anyone
 * else is told plainly why the link does not hold a seat for them, above the page's own way in (the waitlist).
 */
export function OfferLinkNotice({ state, error }: { state?: OfferLink['state']; error: unknown }) {
  const message =
    error instanceof ApiError
      ? error.userMessage
      : state && state !== 'yours' && state !== 'claimed'
        ? OFFER_LINK_MESSAGES[state]
        : null
  if (!message) return null
  return (
    <Alert data-testid="offer-link-notice">
      <AlertTitle>About your seat offer</AlertTitle>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  )
}
