import { usePublicConfig } from '../../lib/public-config'

/**
 * A paid place has no Cancel button (the team cancels and refunds it, decision R4 in docs/decisions/register.md);
 * this says whom to ask, with the refund rule of the legal pages.
 */
export function TeamCancelsNote({ title }: { title: string }) {
  const email = usePublicConfig().data?.links.supportEmail
  return (
    <p className="text-xs text-muted-foreground" data-testid="paid-cancel-help">
      Need to cancel? Paid places are cancelled by our team:{' '}
      {email ? (
        <>
          email{' '}
          <a
            className="font-medium text-primary underline underline-offset-2"
            href={`mailto:${email}?subject=${encodeURIComponent(`Cancel my place: ${title}`)}`}
          >
            {email}
          </a>
        </>
      ) : (
        'contact our support team'
      )}
      . Refunds are available up to 24 hours before the start.
    </p>
  )
}
