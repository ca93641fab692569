import { Controller } from 'react-hook-form'
import { EVENT_TYPES, LANGUAGES } from '../../../domain/event-rules'
import { Checkbox } from '../../components/ui/checkbox'
import { Label } from '../../components/ui/label'
import { Skeleton } from '../../components/ui/skeleton'
import type { Tag } from './api'
import { Section, SelectField, TextField, useEventForm } from './form-kit'
import { StageRangeField } from './stage-range-field'

export const TIMEZONES = [
  { value: 'America/New_York', label: 'Eastern (America/New_York)' },
  { value: 'America/Chicago', label: 'Central (America/Chicago)' },
  { value: 'America/Denver', label: 'Mountain (America/Denver)' },
  { value: 'America/Los_Angeles', label: 'Pacific (America/Los_Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska (America/Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii (Pacific/Honolulu)' },
]

export function BasicSection() {
  return (
    <Section title="Basic Information">
      <TextField name="title" label="Event Title" required />
      <TextField name="description" label="Description" multiline required />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          name="eventType"
          label="Event Type"
          options={EVENT_TYPES}
          placeholder="Select an event type"
          required
        />
        <SelectField
          name="language"
          label="Language"
          options={LANGUAGES}
          placeholder="Select a language"
          required
        />
      </div>
      <StageRangeField />
    </Section>
  )
}

export function TagsSection(props: { tags: Tag[] | undefined; isLoading: boolean; isError: boolean }) {
  const { control } = useEventForm()
  const groups = new Map<string, Tag[]>()
  for (const t of props.tags ?? []) groups.set(t.category, [...(groups.get(t.category) ?? []), t])
  return (
    <Section title="Event Tags" description="Help families find this event.">
      {props.isLoading && <Skeleton className="h-16 w-full" />}
      {props.isError && <p className="text-sm text-destructive">Tags could not be loaded.</p>}
      {!props.isLoading && !props.isError && groups.size === 0 && (
        <p className="text-sm text-muted-foreground">No tags yet.</p>
      )}
      <Controller
        control={control}
        name="selectedTags"
        render={({ field, fieldState }) => {
          const selected = new Set((field.value ?? []).map(Number))
          // A tag deleted meanwhile ("Unknown tag"): the error is shown here and the first box takes focus.
          const error = fieldState.error?.message
          const toggle = (id: number, on: boolean) => {
            const next = new Set(selected)
            if (on) next.add(id)
            else next.delete(id)
            field.onChange([...next])
          }
          const first = props.tags?.[0]?.id
          return (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {[...groups].map(([category, tags]) => (
                <fieldset key={category} className="space-y-2">
                  <legend className="text-sm font-semibold">{category}</legend>
                  {tags.map((t) => (
                    <div key={t.id} className="flex items-center gap-2">
                      <Checkbox
                        id={`tag-${t.id}`}
                        checked={selected.has(t.id)}
                        onCheckedChange={(v) => toggle(t.id, v === true)}
                        aria-invalid={error && t.id === first ? true : undefined}
                        aria-describedby={error ? 'f-selectedTags-error' : undefined}
                      />
                      <Label htmlFor={`tag-${t.id}`} className="font-normal">
                        {t.tagName}
                      </Label>
                    </div>
                  ))}
                </fieldset>
              ))}
              {error && (
                <p id="f-selectedTags-error" className="text-sm text-destructive sm:col-span-2">
                  {error}
                </p>
              )}
            </div>
          )
        }}
      />
    </Section>
  )
}

export function ScheduleSection() {
  const { watch } = useEventForm()
  const tz = watch('timezone')
  const options =
    TIMEZONES.some((t) => t.value === tz) || !tz ? TIMEZONES : [...TIMEZONES, { value: tz, label: tz }]
  return (
    <Section title="Schedule & Logistics">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          name="date"
          label="Date and Time"
          type="datetime-local"
          hint="In the event's timezone."
          required
        />
        <SelectField name="timezone" label="Timezone" options={options} />
        <TextField name="duration" label="Duration (minutes)" type="number" placeholder="60" required />
        <TextField name="capacity" label="Capacity" type="number" placeholder="25" required />
        <TextField name="price" label="Price (USD)" placeholder="0.00" hint="use 0.00 for free" required />
      </div>
    </Section>
  )
}
