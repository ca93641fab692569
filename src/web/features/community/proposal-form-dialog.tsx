import { useState } from 'react'
import { EVENT_TYPES } from '../../../domain/event-rules'
import { centsToPrice, priceToCents } from '../../../domain/money'
import {
  type ProposalSubmissionInput,
  ProposalSubmissionSchema,
  type ProviderProposal,
} from '../../../domain/proposals'
import { splitList } from '../../../domain/provider-form'
import type { StageRange } from '../../../domain/stage'
import { StageRangeInputs } from '../../components/stage-range-inputs'
import { Button } from '../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Textarea } from '../../components/ui/textarea'
import { toast } from '../../components/ui/use-toast'
import { ApiError } from '../../lib/api'
import { useSaveMyProposal } from './api'
import { LanguagesField } from './languages-field'
import { initialPreferredDates, preferredDatesToSend } from './preferred-dates'
import { PreferredDatesField } from './preferred-dates-field'
import { StaffQuestion } from './staff-question'

const STAFF_QUESTION_ID = 'proposal-staff-question'

type FieldName = (typeof FIELDS)[number]['name']
type Values = Record<Exclude<FieldName, 'preferredDates' | 'stageRange'>, string>

const FIELDS = [
  { name: 'eventName', label: 'Event name', kind: 'input' },
  { name: 'serviceType', label: 'Event type', kind: 'select' },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'targetAudience', label: 'Target audience', kind: 'input' },
  { name: 'preferredDates', label: 'Preferred dates', kind: 'dates' },
  { name: 'durationMinutes', label: 'Duration (minutes)', kind: 'number' },
  { name: 'maximumCapacity', label: 'Maximum capacity', kind: 'number' },
  { name: 'cost', label: 'Cost per registration (USD, e.g., 25.00; 0.00 for free)', kind: 'input' },
  { name: 'learningObjectives', label: 'Learning objectives', kind: 'textarea' },
  { name: 'engagementApproach', label: 'Engagement approach', kind: 'textarea' },
  { name: 'targetMarketTags', label: 'Tags (comma-separated)', kind: 'input' },
  { name: 'languages', label: 'Languages', kind: 'languages' },
  { name: 'stageRange', label: 'Stage', kind: 'stage' },
  { name: 'additionalNotes', label: 'Additional notes', kind: 'textarea' },
] as const

function initial(p: ProviderProposal | null): Values {
  return {
    eventName: p?.eventName ?? '',
    serviceType: p?.serviceType ?? '',
    description: p?.description ?? '',
    targetAudience: p?.targetAudience ?? '',
    durationMinutes: String(p?.durationMinutes ?? 60),
    maximumCapacity: String(p?.maximumCapacity ?? 25),
    cost: centsToPrice(p?.costPerRegistration ?? 0),
    learningObjectives: p?.learningObjectives ?? '',
    engagementApproach: p?.engagementApproach ?? '',
    targetMarketTags: p?.targetMarketTags.join(', ') ?? '',
    languages: p?.languages.join(', ') ?? 'English',
    additionalNotes: p?.additionalNotes ?? '',
  }
}

function toBody(v: Values, dates: readonly string[]): ProposalSubmissionInput {
  return {
    eventName: v.eventName,
    serviceType: v.serviceType as ProposalSubmissionInput['serviceType'],
    description: v.description,
    targetAudience: v.targetAudience,
    preferredDates: preferredDatesToSend(dates),
    durationMinutes: Number(v.durationMinutes),
    maximumCapacity: Number(v.maximumCapacity),
    costPerRegistration: priceToCents(v.cost) ?? Number.NaN,
    learningObjectives: v.learningObjectives,
    engagementApproach: v.engagementApproach,
    targetMarketTags: splitList(v.targetMarketTags),
    languages: splitList(v.languages) as ProposalSubmissionInput['languages'],
    additionalNotes: v.additionalNotes,
  }
}

/** New proposal, or an edit / an answer to "Needs Info" (the server moves it back to Submitted). */
export function ProposalFormDialog(props: {
  open: boolean
  proposal: ProviderProposal | null
  onClose: () => void
}) {
  const [values, setValues] = useState<Values>(() => initial(props.proposal))
  const [dates, setDates] = useState(() => initialPreferredDates(props.proposal?.preferredDates))
  const [stage, setStage] = useState<StageRange | null>(() => props.proposal?.stageRange ?? null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useSaveMyProposal()
  const editing = props.proposal
  const answering = !!editing?.needsInfo && !!editing.reviewNotes
  // Answering staff: the notes field (the answer) comes first, right under their question.
  const fields = answering
    ? [
        ...FIELDS.filter((f) => f.name === 'additionalNotes'),
        ...FIELDS.filter((f) => f.name !== 'additionalNotes'),
      ]
    : FIELDS

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const body = { ...toBody(values, dates), stageRange: stage }
    const parsed = ProposalSubmissionSchema.safeParse(body)
    if (!parsed.success) {
      const errs: Record<string, string> = {}
      for (const i of parsed.error.issues) {
        const key = i.path[0] === 'costPerRegistration' ? 'cost' : String(i.path[0])
        errs[key] ??= i.message
      }
      setErrors(errs)
      // The first field to fix, in the form's order: its message may be scrolled out of sight above the buttons.
      const first = fields.find((f) => errs[f.name])
      if (first) requestAnimationFrame(() => document.getElementById(`proposal-${first.name}`)?.focus())
      return
    }
    setErrors({})
    try {
      await save.mutateAsync({ id: editing?.id, values: body })
      toast({ title: editing ? 'Proposal updated' : 'Proposal submitted' })
      props.onClose()
    } catch (err) {
      if (err instanceof ApiError && err.body?.errors) {
        setErrors(Object.fromEntries(err.body.errors.map((x) => [x.path.split('.')[0], x.message])))
      }
      toast({
        title: editing ? 'Failed to update proposal' : 'Failed to submit proposal',
        description: err instanceof ApiError ? err.userMessage : String(err),
        variant: 'destructive',
      })
    }
  }

  return (
    <Dialog open={props.open} onOpenChange={(o) => !o && props.onClose()}>
      <DialogContent
        className="max-w-2xl"
        // Radix would focus and select the first field, so typing replaced the event's name: focus the answer
        // (or the name, for a new proposal or an edit) with the caret at the end instead.
        onOpenAutoFocus={(e) => {
          const el = document.getElementById(answering ? 'proposal-additionalNotes' : 'proposal-eventName')
          if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return
          e.preventDefault()
          el.focus()
          el.setSelectionRange(el.value.length, el.value.length)
        }}
      >
        <DialogHeader>
          <DialogTitle>
            {editing ? (editing.needsInfo ? 'Answer Staff Questions' : 'Edit Proposal') : 'New Proposal'}
          </DialogTitle>
          <DialogDescription>
            {editing?.needsInfo
              ? 'Staff asked for more information. Saving sends your proposal back for review.'
              : 'Describe the event you would like to host.'}
          </DialogDescription>
        </DialogHeader>
        {answering && editing && <StaffQuestion id={STAFF_QUESTION_ID} proposal={editing} />}
        <form onSubmit={submit} noValidate className="space-y-4">
          {fields.map((f) => {
            const id = `proposal-${f.name}`
            const err = errors[f.name]
            if (f.kind === 'dates') {
              return (
                <PreferredDatesField key={f.name} id={id} dates={dates} onChange={setDates} error={err} />
              )
            }
            if (f.kind === 'stage') {
              return (
                <StageRangeInputs key={f.name} idPrefix={id} value={stage} onChange={setStage} error={err} />
              )
            }
            if (f.kind === 'languages') {
              return (
                <LanguagesField
                  key={f.name}
                  id={id}
                  label={f.label}
                  chosen={splitList(values.languages)}
                  onChange={(langs) => setValues((v) => ({ ...v, languages: langs.join(', ') }))}
                  error={err}
                />
              )
            }
            const isAnswer = answering && f.name === 'additionalNotes'
            const common = {
              id,
              value: values[f.name],
              'aria-invalid': !!err,
              'aria-describedby':
                [isAnswer && STAFF_QUESTION_ID, err && `${id}-error`].filter(Boolean).join(' ') || undefined,
              onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
                setValues((v) => ({ ...v, [f.name]: e.target.value })),
            }
            return (
              <div key={f.name} className="space-y-1.5">
                <Label htmlFor={id}>{isAnswer ? 'Additional notes (your answer)' : f.label}</Label>
                {f.kind === 'textarea' ? (
                  <Textarea {...common} />
                ) : f.kind === 'select' ? (
                  <select
                    {...common}
                    className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <option value="">Select an event type</option>
                    {EVENT_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {t}
                      </option>
                    ))}
                  </select>
                ) : (
                  <Input
                    {...common}
                    type={f.kind === 'number' ? 'number' : 'text'}
                    inputMode={f.kind === 'number' ? 'numeric' : undefined}
                  />
                )}
                {err && (
                  <p id={`${id}-error`} className="text-sm text-destructive">
                    {err}
                  </p>
                )}
              </div>
            )
          })}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : editing ? 'Save' : 'Submit Proposal'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
