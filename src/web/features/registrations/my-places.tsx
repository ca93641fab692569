import { formatDateIn, formatTimeIn } from '../../../domain/datetime'
import type { MyPlaces } from '../../../domain/registrations'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Card, CardContent } from '../../components/ui/card'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { useLeaveWaitlistHere, useMyPlaces } from './api'

/**
 * The places a family holds that are not registrations yet (issue 26.10): a place in a waitlist (leave it), a seat
 * offered from one (claim it before the offer ends) and a seat held while paying (finish before the hold ends).
 * Nothing is drawn when there are none.
 */
export function MyPlacesSection() {
  const places = useMyPlaces()
  const timeZone = useViewerTimeZone()
  const leave = useLeaveWaitlistHere()
  const data: MyPlaces | undefined = places.data
  if (!data || (!data.waitlist.length && !data.holds.length)) return null
  const when = (iso: string) => `${formatDateIn(iso, timeZone)} at ${formatTimeIn(iso, timeZone)}`
  return (
    <section aria-labelledby="my-places-heading" className="space-y-3" data-testid="my-places">
      <h2 id="my-places-heading" className="text-xl font-semibold">
        Waiting and held places
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {data.holds.map((h) => (
          <li key={`hold-${h.eventId}`}>
            <Card>
              <CardContent className="space-y-2 pt-6">
                <Badge variant="warning">Seat held while you pay</Badge>
                <p className="font-semibold">{h.eventTitle}</p>
                <p className="text-sm text-muted-foreground">{when(h.eventDate)}</p>
                <p className="text-sm">Your seat is held until {formatTimeIn(h.holdExpiresAt, timeZone)}.</p>
                <Button asChild size="sm">
                  <a href={`/events/${h.eventId}/register?step=2`}>Finish paying</a>
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
        {data.waitlist.map((w) => (
          <li key={w.id}>
            <Card>
              <CardContent className="space-y-2 pt-6">
                {w.status === 'offered' ? (
                  <Badge variant="success">A seat is offered to you</Badge>
                ) : (
                  <Badge variant="secondary">Waitlist</Badge>
                )}
                <p className="font-semibold">{w.eventTitle}</p>
                <p className="text-sm text-muted-foreground">{when(w.eventDate)}</p>
                {w.status === 'offered' && w.offerExpiresAt ? (
                  <p className="text-sm">Claim it before {when(w.offerExpiresAt)}.</p>
                ) : (
                  w.position !== null && <p className="text-sm">You are number {w.position} in line.</p>
                )}
                <div className="flex flex-wrap gap-2">
                  {w.status === 'offered' && (
                    <Button asChild size="sm">
                      <a href={`/events/${w.eventId}/register`}>Claim your seat</a>
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={leave.isPending}
                    onClick={() =>
                      leave.mutate(w.eventId, {
                        onSuccess: () => toast({ title: 'You left the waitlist', description: w.eventTitle }),
                        onError: (e) =>
                          toast({
                            title: 'Error',
                            description: e instanceof ApiError ? e.userMessage : 'Please try again.',
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    Leave waitlist
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
