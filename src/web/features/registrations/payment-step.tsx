import { lazy, Suspense, useEffect, useState } from 'react'
import type { Event } from '../../../domain/events'
import { formatPrice } from '../../../domain/money'
import type { PaymentIntentResponse } from '../../../domain/payments'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
import { Skeleton } from '../../components/ui/skeleton'
import { ApiError } from '../../lib/api'
import { storedAccommodation } from './accommodation-field'
import { createPaymentIntent, messageOr, useConfirmTestPayment, usePaymentConfig } from './api'
import { SeatHold } from './seat-hold'
import { type CardInput, TestCardForm } from './test-card-form'
import { arrivalTracking } from './tracking'

const StripeCardForm = lazy(() => import('./stripe-card-form'))

/**
 * A refused payment: one message, just above the Pay button where the eye is (a toast too would say it twice and
 * cover the CVC and Pay on a phone), gone once the card is edited (issue 26.13).
 */
type Failure = { title: string; description: string }
const failureOf = (e: unknown): Failure =>
  e instanceof ApiError
    ? { title: 'Payment Failed', description: e.body?.message || 'An error occurred during payment' }
    : { title: 'Error', description: 'An unexpected error occurred' }

function FailureNotice({ failure }: { failure: Failure | null }) {
  if (!failure) return null
  return (
    <Alert variant="destructive" data-testid="payment-failure">
      <AlertTitle>{failure.title}</AlertTitle>
      <AlertDescription>{failure.description}</AlertDescription>
    </Alert>
  )
}

/**
 * Step 2 of a paid registration. With Stripe, `onPaid` receives the succeeded intent's id (the page then registers
 * with it); the built-in processor's confirmation registers in the same request, and `onRegistered` follows.
 */
export function PaymentStep(props: {
  event: Event
  intent: PaymentIntentResponse | null
  onIntent(intent: PaymentIntentResponse): void
  onPaid(paymentIntentId: string): Promise<void>
  onRegistered(): void
}) {
  const config = usePaymentConfig()
  const confirmTest = useConfirmTestPayment()
  const { event, intent, onIntent } = props
  const clientSecret = intent?.clientSecret ?? null
  const [initError, setInitError] = useState<string | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const fail = (f: Failure) => setFailure(f)
  const notice = <FailureNotice failure={failure} />
  const cardEdited = () => setFailure(null)

  // Arriving here directly (a reload, the back button) asks for the same intent again: the server reuses it.
  useEffect(() => {
    if (clientSecret) return
    let cancelled = false
    createPaymentIntent(event.id, event.priceCents)
      .then((r) => !cancelled && onIntent(r))
      .catch((e) => {
        if (cancelled) return
        const message = messageOr(e, 'Failed to initialize payment')
        // Said once, in the page (a toast as well would say it twice).
        setInitError(message)
      })
    return () => {
      cancelled = true
    }
  }, [clientSecret, event.id, event.priceCents, onIntent])
  const hold = intent && (
    <SeatHold
      until={intent.holdExpiresAt}
      renew={async () => onIntent(await createPaymentIntent(event.id, event.priceCents))}
    />
  )

  const amountLabel = formatPrice(event.priceCents)
  if (initError)
    return (
      <p className="text-destructive" role="alert">
        {initError}
      </p>
    )
  if (config.isLoading || !config.data) return <Skeleton className="h-48" />

  if (config.data.processor === 'stripe' && config.data.publishableKey) {
    if (!clientSecret) return <Skeleton className="h-48" />
    return (
      <div className="space-y-4">
        {hold}
        <Suspense fallback={<Skeleton className="h-48" />}>
          <StripeCardForm
            notice={notice}
            onEdit={cardEdited}
            publishableKey={config.data.publishableKey}
            clientSecret={clientSecret}
            amountLabel={amountLabel}
            returnUrl={`${window.location.origin}/events/${event.id}/register?step=3`}
            onResult={async (r) => {
              if ('error' in r) {
                fail({ title: 'Payment Failed', description: r.error || 'An error occurred during payment' })
              } else {
                setFailure(null)
                await props.onPaid(r.paymentIntentId)
              }
            }}
          />
        </Suspense>
      </div>
    )
  }

  const pay = async (card: CardInput) => {
    if (!clientSecret) return
    try {
      await confirmTest.mutateAsync({
        clientSecret,
        ...card,
        ...arrivalTracking(),
        ...storedAccommodation(event.id),
      })
    } catch (e) {
      fail(failureOf(e))
      return
    }
    setFailure(null)
    props.onRegistered()
  }
  return (
    <div className="space-y-4">
      {hold}
      <TestCardForm
        ready={!!clientSecret}
        amountLabel={amountLabel}
        onSubmit={pay}
        notice={notice}
        onEdit={cardEdited}
      />
    </div>
  )
}
