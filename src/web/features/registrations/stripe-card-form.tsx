import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { type FormEvent, useState } from 'react'
import { Button } from '../../components/ui/button'

const stripes = new Map<string, Promise<Stripe | null>>()

interface Props {
  publishableKey: string
  clientSecret: string
  returnUrl: string
  amountLabel: string
  /** Resolves with the intent id once paid without a redirect; the error message otherwise. */
  onResult(result: { paymentIntentId: string } | { error: string }): Promise<void>
  /** What the last attempt answered (a declined card), shown just above Pay. */
  notice?: React.ReactNode
  /** The card was edited: the last answer no longer applies. */
  onEdit?(): void
}

/** Stripe Elements: loaded only on the payment step, so no other page downloads payment code. */
export default function StripeCardForm(props: Props) {
  let stripe = stripes.get(props.publishableKey)
  if (!stripe) {
    stripe = loadStripe(props.publishableKey)
    stripes.set(props.publishableKey, stripe)
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.clientSecret }}>
      <Inner {...props} />
    </Elements>
  )
}

function Inner(props: Props) {
  const stripe = useStripe()
  const elements = useElements()
  const [ready, setReady] = useState(false)
  const [processing, setProcessing] = useState(false)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!stripe || !elements) return
    setProcessing(true)
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: props.returnUrl },
        redirect: 'if_required',
      })
      if (error) await props.onResult({ error: error.message ?? '' })
      else if (paymentIntent) await props.onResult({ paymentIntentId: paymentIntent.id })
    } finally {
      setProcessing(false)
    }
  }
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Card payment">
      <PaymentElement onReady={() => setReady(true)} onChange={() => props.onEdit?.()} />
      {props.notice}
      <Button type="submit" className="w-full" disabled={!stripe || !ready || processing}>
        {processing ? 'Processing…' : `Pay ${props.amountLabel}`}
      </Button>
    </form>
  )
}
