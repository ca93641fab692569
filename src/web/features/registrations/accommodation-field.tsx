import { useId, useState } from 'react'
import {
  ACCOMMODATION_KIND_LABELS,
  ACCOMMODATION_NOTE_MAX,
  type AccommodationInput,
  AccommodationInputSchema,
  type AccommodationKind,
  INTERPRETER_LANGUAGES,
} from '../../../domain/accommodations'
import { Label } from '../../components/ui/label'
import { Textarea } from '../../components/ui/textarea'

const KEY = (eventId: string) => `cradle.accommodation.${eventId}`
const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive'

export interface AccommodationDraft {
  kind: AccommodationKind | ''
  language: string
  note: string
}
const EMPTY: AccommodationDraft = { kind: '', language: '', note: '' }
const toInput = (d: AccommodationDraft) => ({
  kind: d.kind,
  language: d.language || null,
  note: d.note || null,
})

function readDraft(eventId: string): AccommodationDraft {
  try {
    const raw = sessionStorage.getItem(KEY(eventId))
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<AccommodationDraft>) } : EMPTY
  } catch {
    return EMPTY
  }
}

/**
 * The family's request as the registration sends it, kept in this tab until the place exists: a paid
 * registration sends it with the card (or on the return from Stripe's check), pages after the review step.
 */
export function storedAccommodation(eventId: string): { accommodation?: AccommodationInput } {
  const d = readDraft(eventId)
  if (!d.kind) return {}
  const parsed = AccommodationInputSchema.safeParse(toInput(d))
  return parsed.success ? { accommodation: parsed.data } : {}
}
export function forgetAccommodation(eventId: string) {
  try {
    sessionStorage.removeItem(KEY(eventId))
  } catch {
    // storage unavailable: nothing was kept
  }
}

/** The first field message of a draft, or null when it can be sent (no request is always fine). */
export function accommodationError(
  d: AccommodationDraft,
): { path: 'language' | 'note'; message: string } | null {
  if (!d.kind) return null
  const parsed = AccommodationInputSchema.safeParse(toInput(d))
  if (parsed.success) return null
  const issue = parsed.error.issues[0]
  return { path: issue.path[0] === 'language' ? 'language' : 'note', message: issue.message }
}

/** Step 1's optional question: captions, an ASL interpreter, a spoken-language interpreter or something else. */
export function AccommodationField(props: { eventId: string; showErrors: boolean; onChange?(): void }) {
  const id = useId()
  const [draft, setDraft] = useState<AccommodationDraft>(() => readDraft(props.eventId))
  const update = (next: Partial<AccommodationDraft>) => {
    const d = { ...draft, ...next }
    setDraft(d)
    try {
      sessionStorage.setItem(KEY(props.eventId), JSON.stringify(d))
    } catch {
      // storage unavailable: the request goes with a free registration only
    }
    props.onChange?.()
  }
  const error = props.showErrors ? accommodationError(draft) : null
  const choices: [AccommodationKind | '', string][] = [
    ['', 'No, thank you'],
    ...(Object.entries(ACCOMMODATION_KIND_LABELS) as [AccommodationKind, string][]).map(
      ([k, label]): [AccommodationKind, string] => [
        k,
        k === 'interpreter' ? 'Spoken-language interpreter' : label,
      ],
    ),
  ]
  return (
    <fieldset className="space-y-3 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">Do you need an accommodation? (optional)</legend>
      <p className="text-sm text-muted-foreground">
        Tell us what would help you take part. The facilitator and our team see it, and My Events shows our
        answer.
      </p>
      <div className="flex flex-wrap gap-2">
        {choices.map(([value, label]) => (
          <label
            key={value || 'none'}
            className="flex min-h-10 cursor-pointer items-center rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              className="sr-only"
              name={`${id}-kind`}
              value={value}
              checked={draft.kind === value}
              onChange={() => update({ kind: value })}
            />
            {label}
          </label>
        ))}
      </div>
      {draft.kind === 'interpreter' && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-language`}>Language</Label>
          <select
            id={`${id}-language`}
            className={selectClass}
            value={draft.language}
            aria-invalid={error?.path === 'language'}
            aria-describedby={error?.path === 'language' ? `${id}-error` : undefined}
            onChange={(e) => update({ language: e.target.value })}
          >
            <option value="">Choose a language</option>
            {INTERPRETER_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </div>
      )}
      {draft.kind !== '' && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-note`}>
            {draft.kind === 'other' ? 'What do you need?' : 'Anything we should know? (optional)'}
          </Label>
          <Textarea
            id={`${id}-note`}
            maxLength={ACCOMMODATION_NOTE_MAX}
            value={draft.note}
            aria-invalid={error?.path === 'note'}
            aria-describedby={error?.path === 'note' ? `${id}-error` : undefined}
            onChange={(e) => update({ note: e.target.value })}
          />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error.message}
        </p>
      )}
    </fieldset>
  )
}

/** Whether the stored draft may be sent (the Register button checks before it books). */
export const accommodationReady = (eventId: string) => accommodationError(readDraft(eventId)) === null
