import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Baby, Trash2 } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { type FamilyStage, MAX_FAMILY_STAGES, type StagePoint, stageNow } from '../../../domain/stage'
import { FamilyStageInputSchema } from '../../../domain/stage-schemas'
import { LoadError } from '../../components/load-error'
import { TextInputField } from '../../components/text-input-field'
import { Button } from '../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { Label } from '../../components/ui/label'
import { Switch } from '../../components/ui/switch'
import { toast } from '../../components/ui/use-toast'
import { ApiError, apiJson, apiRequest } from '../../lib/api'

type StageView = FamilyStage & { stage: StagePoint | null }
type Input = z.input<typeof FamilyStageInputSchema>
type Output = z.output<typeof FamilyStageInputSchema>

export const familyStagesKey = ['/api/my-stages'] as const

/** "June 3, 2030" for a calendar day, whatever the viewer's zone (the date has none). */
const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

const dateLabel = (s: StageView) =>
  `${s.name ? `${s.name} · ` : ''}${s.kind === 'due' ? 'Due' : 'Born'} ${longDay(s.date)}`

/**
 * Settings → Classes for your stage (issue 31.3): due dates and birth dates the family keeps privately, which the
 * calendar's "For my stage" filter and the home page's recommendations read.
 */
export function FamilyStagesCard() {
  const qc = useQueryClient()
  const list = useQuery<StageView[]>({ queryKey: familyStagesKey })
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: familyStagesKey })
    void qc.invalidateQueries({ queryKey: ['/api/my-recommendations'] })
  }
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(FamilyStageInputSchema),
    defaultValues: { kind: 'due', date: '', name: '' },
  })
  const kind = form.watch('kind')
  const { errors, isSubmitting } = form.formState
  const onAdd = form.handleSubmit(async (values) => {
    try {
      await apiJson('POST', '/api/my-stages', values)
      form.reset({ kind: values.kind, date: '', name: '' })
      refresh()
      toast({ title: 'Date added', description: 'The calendar can now show classes for your stage.' })
    } catch (e) {
      const fieldErrors = e instanceof ApiError ? (e.body?.errors ?? []) : []
      for (const fe of fieldErrors)
        if (fe.path === 'date' || fe.path === 'name' || fe.path === 'kind')
          form.setError(fe.path, { message: fe.message })
      if (!fieldErrors.length)
        toast({
          title: 'Error',
          description: e instanceof ApiError ? e.userMessage : 'We could not add the date',
          variant: 'destructive',
        })
    }
  })
  const remove = useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/my-stages/${id}`),
    onSuccess: () => {
      refresh()
      toast({ title: 'Date removed' })
      // The row and its button are gone: focus goes to the form's first field, not to the page's top.
      document.getElementById('stage-kind-due')?.focus()
    },
    onError: (e) =>
      toast({
        title: 'Error',
        description: e instanceof ApiError ? e.userMessage : 'We could not remove the date',
        variant: 'destructive',
      }),
  })
  const full = (list.data?.length ?? 0) >= MAX_FAMILY_STAGES

  return (
    <Card className="mt-6" data-testid="family-stages-card">
      <CardHeader>
        <CardTitle>Classes for Your Stage</CardTitle>
        <CardDescription>
          Add a due date or a baby’s birth date to see the classes that fit where you are. Only you see these
          dates: never providers, never in any export.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {list.isLoading ? (
          <p className="text-sm text-muted-foreground">Loading your dates…</p>
        ) : list.isError ? (
          <LoadError message="We could not load your dates." onRetry={() => void list.refetch()} />
        ) : list.data?.length ? (
          <ul className="divide-y rounded-md border" aria-label="Your dates">
            {list.data.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span className="flex min-w-0 items-center gap-2">
                  <Baby className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="min-w-0 break-words">
                    <span className="font-medium">{dateLabel(s)}</span>
                    <span className="block text-sm text-muted-foreground">{stageNow(s.stage)}</span>
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${dateLabel(s)}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(s.id)}
                >
                  <Trash2 aria-hidden="true" /> Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No dates yet.</p>
        )}
        {!!list.data?.length && <SuggestionsSwitch />}
        {full ? (
          <p className="text-sm text-muted-foreground">You can keep up to {MAX_FAMILY_STAGES} dates.</p>
        ) : (
          <form onSubmit={onAdd} noValidate className="space-y-3 border-t pt-4">
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">Add a date</legend>
              <div className="flex flex-wrap gap-2">
                {(
                  [
                    ['due', 'Due date'],
                    ['born', 'Baby’s birth date'],
                  ] as const
                ).map(([value, label]) => (
                  <label
                    key={value}
                    className="flex min-h-10 cursor-pointer items-center rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                  >
                    <input
                      id={`stage-kind-${value}`}
                      type="radio"
                      className="sr-only"
                      value={value}
                      {...form.register('kind')}
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2">
              <TextInputField
                id="stage-date"
                label={kind === 'born' ? 'Birth date' : 'Due date'}
                type="date"
                // A date input is as wide as its text at 200%: without this the column outgrows a phone.
                className="min-w-0"
                error={errors.date?.message}
                {...form.register('date')}
              />
              <TextInputField
                id="stage-name"
                label="Name (optional, only for you)"
                autoComplete="off"
                error={errors.name?.message}
                {...form.register('name')}
              />
            </div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Adding…' : 'Add Date'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  )
}

/** "Email me classes for my next stage": at most one mail a week, only when a child moves into a new stage. */
function SuggestionsSwitch() {
  const qc = useQueryClient()
  const key = ['/api/my-stages/suggestions'] as const
  const state = useQuery<{ on: boolean }>({ queryKey: key })
  const save = useMutation({
    mutationFn: (on: boolean) => apiJson<{ on: boolean }>('PUT', '/api/my-stages/suggestions', { on }),
    onSuccess: (saved) => {
      qc.setQueryData(key, saved)
      toast({
        title: saved.on ? 'Suggestions on' : 'Suggestions off',
        description: saved.on
          ? 'We will email you when classes for your next stage come up, at most once a week.'
          : 'We will not email you class suggestions.',
      })
    },
    onError: (e) =>
      toast({
        title: 'Error',
        description: e instanceof ApiError ? e.userMessage : 'We could not save your choice',
        variant: 'destructive',
      }),
  })
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border px-3 py-3">
      <div className="min-w-0">
        <Label htmlFor="stage-suggestions" className="font-medium">
          Email me classes for the next stage
        </Label>
        <p id="stage-suggestions-hint" className="text-sm text-muted-foreground">
          At most once a week, when upcoming classes fit where your family is heading.
        </p>
      </div>
      <Switch
        id="stage-suggestions"
        aria-describedby="stage-suggestions-hint"
        checked={state.data?.on ?? false}
        disabled={state.isLoading || save.isPending}
        onCheckedChange={(on) => save.mutate(on)}
      />
    </div>
  )
}
