import { useEffect, useState } from 'react'
import { formatTimeIn, zoneAbbreviation } from '../../../domain/datetime'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { ApiError } from '../../lib/api'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'

/** The warning comes this long before the hold ends: time to read it and press the button (WCAG 2.2.1). */
export const HOLD_WARNING_MS = 3 * 60_000

/** Where a seat hold stands at `now`: plenty of time, about to end, or over. */
export function holdState(
  until: string,
  now: number,
): { phase: 'held' | 'ending' | 'over'; minutesLeft: number } {
  const left = new Date(until).getTime() - now
  const minutesLeft = Math.max(0, Math.ceil(left / 60_000))
  if (left <= 0) return { phase: 'over', minutesLeft }
  return { phase: left <= HOLD_WARNING_MS ? 'ending' : 'held', minutesLeft }
}

/**
 * The seat a paid registration holds while the family pays (15 minutes, decision R3): until when, a warning
 * before the end with a way to keep it, and a way to ask again once it has ended. Asking again is the same call
 * that started the payment; the server renews the hold on the same payment.
 */
export function SeatHold({ until, renew }: { until: string; renew(): Promise<void> }) {
  const timeZone = useViewerTimeZone()
  const [now, setNow] = useState(() => Date.now())
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 10_000)
    return () => clearInterval(timer)
  }, [])
  const { phase, minutesLeft } = holdState(until, now)
  const keep = async () => {
    setBusy(true)
    setError(null)
    try {
      await renew()
      setNow(Date.now())
    } catch (e) {
      setError(e instanceof ApiError ? e.userMessage : 'An unexpected error occurred')
    } finally {
      setBusy(false)
    }
  }
  const at = `${formatTimeIn(until, timeZone)} ${zoneAbbreviation(until, timeZone)}`
  if (phase === 'held') {
    return (
      <p className="text-sm text-muted-foreground" data-testid="seat-hold">
        Your seat is held for you until {at}.
      </p>
    )
  }
  return (
    <Alert variant={phase === 'over' ? 'destructive' : 'warning'} data-testid="seat-hold">
      <AlertTitle>
        {phase === 'over'
          ? 'Your seat is no longer held'
          : `Your seat is held for ${minutesLeft} more ${minutesLeft === 1 ? 'minute' : 'minutes'}`}
      </AlertTitle>
      <AlertDescription className="space-y-2">
        <p>
          {phase === 'over'
            ? 'Ask for it again to go on paying; if the event has filled up meanwhile, we will say so.'
            : `After ${at} it goes back to other families. Need more time?`}
        </p>
        {error && <p>{error}</p>}
        <Button size="sm" variant="outline" onClick={keep} disabled={busy}>
          {phase === 'over' ? 'Hold my seat again' : 'Keep holding my seat'}
        </Button>
      </AlertDescription>
    </Alert>
  )
}
