import { lazy, Suspense, useEffect, useState } from 'react'
import type { Event } from '../../../domain/events'
import { formatPrice } from '../../../domain/money'
import { Skeleton } from '../../components/ui/skeleton'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { confirmTestPayment, createPaymentIntent, messageOr, usePaymentConfig } from './api'
import { type CardInput, TestCardForm } from './test-card-form'

const StripeCardForm = lazy(() => import('./stripe-card-form'))

const paymentFailed = (e: unknown) => {
  if (e instanceof ApiError) {
    toast({
      title: 'Payment Failed',
      description: e.body?.message || 'An error occurred during payment',
      variant: 'destructive',
    })
  } else toast({ title: 'Error', description: 'An unexpected error occurred', variant: 'destructive' })
}

/** Step 2 of a paid registration. `onPaid` receives the succeeded intent's id. */
export function PaymentStep(props: {
  event: Event
  clientSecret: string | null
  onClientSecret(secret: string): void
  onPaid(paymentIntentId: string): Promise<void>
}) {
  const config = usePaymentConfig()
  const { event, clientSecret, onClientSecret } = props
  const [initError, setInitError] = useState<string | null>(null)

  // Arriving here directly (a reload, the back button) asks for the same intent again: the server reuses it.
  useEffect(() => {
    if (clientSecret) return
    let cancelled = false
    createPaymentIntent(event.id, event.priceCents)
      .then((r) => !cancelled && onClientSecret(r.clientSecret))
      .catch((e) => {
        if (cancelled) return
        const message = messageOr(e, 'Failed to initialize payment')
        setInitError(message)
        toast({ title: 'Error', description: message, variant: 'destructive' })
      })
    return () => {
      cancelled = true
    }
  }, [clientSecret, event.id, event.priceCents, onClientSecret])

  const amountLabel = formatPrice(event.priceCents)
  if (initError) return <p className="text-destructive">{initError}</p>
  if (config.isLoading || !config.data) return <Skeleton className="h-48" />

  if (config.data.processor === 'stripe' && config.data.publishableKey) {
    if (!clientSecret) return <Skeleton className="h-48" />
    return (
      <Suspense fallback={<Skeleton className="h-48" />}>
        <StripeCardForm
          publishableKey={config.data.publishableKey}
          clientSecret={clientSecret}
          amountLabel={amountLabel}
          returnUrl={`${window.location.origin}/events/${event.id}/register?step=3`}
          onResult={async (r) => {
            if ('error' in r) {
              toast({
                title: 'Payment Failed',
                description: r.error || 'An error occurred during payment',
                variant: 'destructive',
              })
            } else await props.onPaid(r.paymentIntentId)
          }}
        />
      </Suspense>
    )
  }

  const pay = async (card: CardInput) => {
    if (!clientSecret) return
    let paymentIntentId: string
    try {
      paymentIntentId = (await confirmTestPayment({ clientSecret, ...card })).paymentIntentId
    } catch (e) {
      paymentFailed(e)
      return
    }
    await props.onPaid(paymentIntentId)
  }
  return <TestCardForm ready={!!clientSecret} amountLabel={amountLabel} onSubmit={pay} />
}
