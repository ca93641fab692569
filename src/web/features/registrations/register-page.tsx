import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { audienceRefusal, closedReason } from '../../../domain/booking-rules'
import type { PaymentIntentResponse } from '../../../domain/payments'
import { EventUnavailable } from '../../components/page-state'
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Skeleton } from '../../components/ui/skeleton'
import { toast } from '../../components/ui/use-toast'
import { loginHref, signupHref, useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { forgetAccommodation, storedAccommodation } from './accommodation-field'
import {
  createPaymentIntent,
  messageOr,
  useEvent,
  useEventRegistration,
  useOfferLink,
  useRegister,
  useWaitlistEntry,
} from './api'
import { ConfirmationStep } from './confirmation-step'
import { EventSummary } from './event-summary'
import { OfferLinkNotice } from './offer-link-notice'
import { PaymentStep } from './payment-step'
import { PreferencesStep } from './preferences-step'
import { RegisteredStatus } from './registered-status'
import { registeredStatus } from './registration-status'
import { ReviewStep } from './review-step'
import { arrivalTracking } from './tracking'
import { Shell, StepTitle, WizardSkeleton } from './wizard-parts'

const PAID_STEPS = ['Review Event', 'Payment', 'Notification Preferences', 'Confirmation']
const FREE_STEPS = ['Review Event', 'Notification Preferences', 'Confirmation']
const intentKey = (id: string) => `cradle.payment.${id}`

/** The payment started in this tab (kept across a reload or a card check's redirect). */
function storedIntent(id: string): PaymentIntentResponse | null {
  const raw = sessionStorage.getItem(intentKey(id))
  if (!raw) return null
  try {
    const parsed = JSON.parse(raw) as Partial<PaymentIntentResponse>
    return typeof parsed.clientSecret === 'string' && typeof parsed.holdExpiresAt === 'string'
      ? { clientSecret: parsed.clientSecret, holdExpiresAt: parsed.holdExpiresAt }
      : null
  } catch {
    return null // a value from an older version: the payment step asks for the intent again
  }
}

export default function RegisterPage({ params }: { params: { id: string } }) {
  const id = params.id
  const query = new URLSearchParams(useSearch())
  const [, navigate] = useLocation()
  const { role, isAuthenticated, isLoading: authLoading } = useAuth()
  const event = useEvent(id)
  const registration = useEventRegistration(id, isAuthenticated)
  const waitlist = useWaitlistEntry(id, isAuthenticated)
  const offer = useOfferLink(id, query.get('offer'), isAuthenticated)
  const register = useRegister()
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(() => storedIntent(id))
  const onIntent = useCallback(
    (next: PaymentIntentResponse) => {
      sessionStorage.setItem(intentKey(id), JSON.stringify(next))
      setIntent(next)
    },
    [id],
  )
  useDocumentTitle(event.data ? `Register: ${event.data.title}` : 'Register')

  const paid = (event.data?.priceCents ?? 0) > 0
  const steps = paid ? PAID_STEPS : FREE_STEPS
  const step = Math.min(Math.max(Number(query.get('step')) || 1, 1), steps.length)
  const goTo = (n: number) => navigate(`/events/${id}/register?step=${n}`)
  const returningIntent = paid && step === 3 ? query.get('payment_intent') : null

  // Back from a payment redirect at step 3: the registration is created with that intent. If that fails (the bank
  // declined the check, the seat was lost), the family is told so and can try another card, never left waiting.
  const posted = useRef(false)
  const [returnError, setReturnError] = useState<string | null>(null)
  useEffect(() => {
    if (!returningIntent || posted.current || registration.isLoading || registration.data) return
    posted.current = true
    register.mutate(
      { eventId: id, paymentIntentId: returningIntent, ...arrivalTracking(), ...storedAccommodation(id) },
      {
        onSuccess: () => {
          forgetAccommodation(id)
          navigate(`/events/${id}/register?step=3`, { replace: true })
        },
        onError: (e) => {
          const message = messageOr(e, 'An error occurred during payment')
          setReturnError(message)
          toast({ title: 'Payment Failed', description: message, variant: 'destructive' })
        },
      },
    )
  }, [returningIntent, registration.isLoading, registration.data, register, id, navigate])

  if (authLoading || event.isLoading) return <WizardSkeleton />
  if (event.error || !event.data)
    return <EventUnavailable error={event.error} onRetry={() => event.refetch()} />
  const ev = event.data
  const here = `/events/${id}/register${query.toString() ? `?${query.toString()}` : ''}`

  if (!isAuthenticated) {
    return (
      <Shell title={ev.title}>
        <Card>
          <CardHeader>
            <CardTitle>Sign in required to register</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <EventSummary event={ev} />
            <p className="text-sm text-muted-foreground">
              Create a free account or sign in to save your seat.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild>
                <a href={signupHref(here)}>Create Account</a>
              </Button>
              <Button asChild variant="outline">
                <a href={loginHref(here)}>Sign In</a>
              </Button>
            </div>
          </CardContent>
        </Card>
      </Shell>
    )
  }

  const reg = registration.data ?? null
  const prefsStep = paid ? 3 : 2
  // Later steps need a registration (or the payment step's own flow); otherwise start at the review.
  let shown = step
  if (!reg && !returningIntent && (step > prefsStep || (step === prefsStep && !paid))) shown = 1
  if (paid && step === 2 && reg) shown = prefsStep
  if (step === 1 && reg) shown = steps.length
  // A full event without a seat held for this family: the review step is the waitlist, not step 1 of a purchase.
  const waitlistOnly =
    shown === 1 &&
    !reg &&
    closedReason(ev) === 'soldOut' &&
    !audienceRefusal(role, ev.audience) &&
    !waitlist.isLoading &&
    waitlist.data?.status !== 'offered'
  // As soon as the place exists the family is told so, before the optional preferences (decision R16).
  const booked = shown === prefsStep && reg && !registration.isFetching ? registeredStatus(reg) : null

  const startRegistration = async () => {
    if (paid) {
      try {
        onIntent(await createPaymentIntent(id, ev.priceCents))
        goTo(2)
      } catch (e) {
        toast({
          title: 'Error',
          description: messageOr(e, 'Failed to initialize payment'),
          variant: 'destructive',
        })
      }
      return
    }
    try {
      await register.mutateAsync({
        eventId: id,
        paymentIntentId: null,
        ...arrivalTracking(),
        ...storedAccommodation(id),
      })
      forgetAccommodation(id)
      goTo(2)
    } catch (e) {
      toast({
        title: 'Error',
        description: messageOr(e, 'Failed to create registration'),
        variant: 'destructive',
      })
    }
  }
  const onRegistered = () => {
    sessionStorage.removeItem(intentKey(id))
    forgetAccommodation(id)
    goTo(3)
  }
  const onPaid = async (paymentIntentId: string) => {
    try {
      await register.mutateAsync({
        eventId: id,
        paymentIntentId,
        ...arrivalTracking(),
        ...storedAccommodation(id),
      })
      sessionStorage.removeItem(intentKey(id))
      forgetAccommodation(id)
      goTo(3)
    } catch (e) {
      toast({
        title: 'Error',
        description: messageOr(e, 'Failed to create registration'),
        variant: 'destructive',
      })
    }
  }

  return (
    <Shell title={ev.title}>
      {!waitlistOnly && (
        <ol className="flex flex-wrap gap-2 text-sm" aria-label="Registration steps">
          {steps.map((name, i) => (
            <li
              key={name}
              aria-current={i + 1 === shown ? 'step' : undefined}
              className={`rounded-full border px-3 py-1 ${i + 1 === shown ? 'border-primary bg-primary text-primary-foreground' : 'text-muted-foreground'}`}
            >
              {i + 1}. {name}
            </li>
          ))}
        </ol>
      )}
      <OfferLinkNotice state={offer.data?.state} error={offer.error} />
      <Card>
        <CardHeader>
          <StepTitle step={shown} label={waitlistOnly ? 'Waitlist' : steps[shown - 1]} />
        </CardHeader>
        <CardContent>
          {/* Outside the spaced list: empty, it must take no room. */}
          <RegisteredStatus booked={booked} />
          <div className="space-y-6">
            <EventSummary event={ev} />
            {/* While the registration is (re)fetched after a step, show nothing that could be clicked twice. */}
            {returnError && returningIntent && !reg ? (
              <div className="space-y-4">
                <Alert variant="destructive">
                  <AlertTitle>Payment Failed</AlertTitle>
                  <AlertDescription>{returnError}</AlertDescription>
                </Alert>
                <div className="flex flex-wrap gap-2">
                  <Button
                    onClick={() => {
                      posted.current = false
                      setReturnError(null)
                      goTo(2)
                    }}
                  >
                    Try another card
                  </Button>
                  <Button asChild variant="outline">
                    <Link href={`/events/${id}`}>Back to event</Link>
                  </Button>
                </div>
              </div>
            ) : registration.isFetching || (returningIntent && !reg) ? (
              <Skeleton className="h-24" />
            ) : shown === 1 ? (
              <ReviewStep
                event={ev}
                role={role}
                waitlist={waitlist.data ?? null}
                onContinue={startRegistration}
              />
            ) : paid && shown === 2 ? (
              <PaymentStep
                event={ev}
                intent={intent}
                onIntent={onIntent}
                onPaid={onPaid}
                onRegistered={onRegistered}
              />
            ) : shown === prefsStep ? (
              <PreferencesStep onSaved={() => goTo(steps.length)} />
            ) : (
              <ConfirmationStep event={ev} registration={reg} />
            )}
          </div>
        </CardContent>
      </Card>
    </Shell>
  )
}
