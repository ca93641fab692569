import { type FormEvent, useState } from 'react'
import { isValidCardNumber } from '../../../domain/payments'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'

export interface CardInput {
  cardNumber: string
  expMonth: number
  expYear: number
  cvc: string
}

/** The built-in test processor's card form (DESIGN.md §4); the Luhn check is the shared domain rule. */
export function TestCardForm(props: {
  ready: boolean
  amountLabel: string
  onSubmit(card: CardInput): Promise<void>
  /** What the last attempt answered (a declined card), shown just above Pay. */
  notice?: React.ReactNode
  /** Any field changed: the last answer no longer applies. */
  onEdit?(): void
}) {
  const [number, setNumber] = useState('')
  const [expiry, setExpiry] = useState('')
  const [cvc, setCvc] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [processing, setProcessing] = useState(false)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const next: Record<string, string> = {}
    if (!isValidCardNumber(number)) next.number = 'Your card number is invalid.'
    // "12/29", "12 / 2029", or digits only as a phone keyboard types them ("1229").
    const m = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(expiry.trim())
    const month = m ? Number(m[1]) : 0
    if (!m || month < 1 || month > 12) next.expiry = 'Enter the expiry as MM/YY.'
    if (!/^\d{3,4}$/.test(cvc)) next.cvc = 'CVC must be 3 or 4 digits.'
    setErrors(next)
    // Focus the first field to fix, so its message is read out (the Pay button would say nothing).
    const firstInvalid = next.number
      ? 'card-number'
      : next.expiry
        ? 'card-expiry'
        : next.cvc
          ? 'card-cvc'
          : null
    if (firstInvalid) document.getElementById(firstInvalid)?.focus()
    if (Object.keys(next).length || !m) return
    setProcessing(true)
    try {
      const year = Number(m[2])
      await props.onSubmit({
        cardNumber: number,
        expMonth: month,
        expYear: year < 100 ? 2000 + year : year,
        cvc,
      })
    } finally {
      setProcessing(false)
    }
  }

  const field = (id: string, label: string, input: React.ReactNode, error?: string) => (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {input}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Card payment">
      <p className="text-sm text-muted-foreground">
        Test payments: use 4242 4242 4242 4242 with any future expiry and any CVC.
      </p>
      {field(
        'card-number',
        'Card number',
        <Input
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={number}
          onChange={(e) => {
            setNumber(e.target.value)
            props.onEdit?.()
          }}
          aria-invalid={!!errors.number}
          aria-describedby={errors.number ? 'card-number-error' : undefined}
        />,
        errors.number,
      )}
      <div className="grid grid-cols-2 gap-4">
        {field(
          'card-expiry',
          'Expiry (MM/YY)',
          <Input
            id="card-expiry"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YY"
            value={expiry}
            onChange={(e) => {
              setExpiry(e.target.value)
              props.onEdit?.()
            }}
            aria-invalid={!!errors.expiry}
            aria-describedby={errors.expiry ? 'card-expiry-error' : undefined}
          />,
          errors.expiry,
        )}
        {field(
          'card-cvc',
          'CVC',
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(e) => {
              setCvc(e.target.value)
              props.onEdit?.()
            }}
            aria-invalid={!!errors.cvc}
            aria-describedby={errors.cvc ? 'card-cvc-error' : undefined}
          />,
          errors.cvc,
        )}
      </div>
      {props.notice}
      <Button type="submit" className="w-full" disabled={!props.ready || processing}>
        {processing ? 'Processing…' : `Pay ${props.amountLabel}`}
      </Button>
    </form>
  )
}
