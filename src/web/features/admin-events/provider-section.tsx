import { useState } from 'react'
import { type FieldPath, useController } from 'react-hook-form'
import type { EventFormInput } from '../../../domain/event-form'
import { MAX_PROVIDERS_PER_EVENT } from '../../../domain/event-rules'
import { isPictureRef } from '../../../domain/links'
import { Button } from '../../components/ui/button'
import { Label } from '../../components/ui/label'
import { useFocusAfterRender } from '../../lib/use-focus-after-render'
import type { DirectoryProvider } from './api'
import { FileUpload } from './file-upload'
import { Section, selectClass, TextField, useEventForm } from './form-kit'

const SLOTS = ['provider', 'provider2', 'provider3'] as const
type Slot = (typeof SLOTS)[number]
const f = (slot: Slot, field: 'Id' | 'Name' | 'Role' | 'Email' | 'PhotoUrl' | 'Bio') =>
  `${slot}${field}` as FieldPath<EventFormInput>

function ProviderSlot(props: { slot: Slot; index: number; directory: DirectoryProvider[] }) {
  const { control, setValue, watch } = useEventForm()
  const { slot, index } = props
  // The picker is the Id field's control: it shows a refused id ("Provider not found") and takes focus.
  const { field: idField, fieldState } = useController({ control, name: f(slot, 'Id') })
  const id = (idField.value as string | null | undefined) ?? ''
  const name = watch(f(slot, 'Name')) as string | undefined
  const photo = watch(f(slot, 'PhotoUrl')) as string | undefined
  const error = fieldState.error?.message
  const set = (field: Parameters<typeof f>[1], v: string) =>
    setValue(f(slot, field), v, { shouldDirty: true, shouldValidate: true })
  const pick = (providerId: string) => {
    idField.onChange(providerId)
    const p = props.directory.find((d) => d.id === providerId)
    if (!p) return
    set('Name', `${p.firstName} ${p.lastName}`)
    set('Role', p.credentials?.length ? p.credentials.join(', ') : p.title)
    set('Bio', p.bio ?? '')
    set('PhotoUrl', p.profilePhotoUrl ?? '')
  }
  const selectId = `pick-${slot}`
  return (
    <fieldset className="space-y-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">
        Provider {index + 1} {index === 0 ? '(required)' : '(optional)'}
      </legend>
      {(props.directory.length > 0 || id) && (
        <div className="space-y-1.5">
          <Label htmlFor={selectId}>Choose from the provider directory</Label>
          <select
            ref={idField.ref}
            id={selectId}
            className={selectClass}
            value={id}
            aria-invalid={!!error}
            aria-describedby={error ? `${selectId}-error` : undefined}
            onChange={(e) => pick(e.target.value)}
            onBlur={idField.onBlur}
          >
            <option value="">Type the provider's details instead</option>
            {id && !props.directory.some((p) => p.id === id) && (
              // A provider deleted since (decision AE8): kept when unchanged, but no longer offered.
              <option value={id}>
                {name || 'Current provider'}
                {props.directory.length ? ' (no longer in the directory)' : ''}
              </option>
            )}
            {props.directory.map((p) => (
              <option key={p.id} value={p.id}>
                {p.firstName} {p.lastName} – {p.title}
              </option>
            ))}
          </select>
          {error && (
            <p id={`${selectId}-error`} className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField name={f(slot, 'Name')} label={`Provider ${index + 1} Name`} required={index === 0} />
        <TextField
          name={f(slot, 'Role')}
          label={`Provider ${index + 1} Role / Credentials`}
          required={index === 0}
        />
        <TextField name={f(slot, 'Email')} label={`Provider ${index + 1} Email`} type="email" />
        <TextField name={f(slot, 'PhotoUrl')} label={`Provider ${index + 1} Photo URL`} />
      </div>
      <FileUpload
        label={`Upload Provider ${index + 1} Photo`}
        purpose="photo"
        hint="JPEG, PNG or WebP, at most 2 MB."
        onUploaded={(path) => set('PhotoUrl', path)}
      />
      {photo && isPictureRef(photo) && (
        <img src={photo} alt="" className="h-16 w-16 rounded-full object-cover" />
      )}
      <TextField name={f(slot, 'Bio')} label={`Provider ${index + 1} Bio`} multiline />
    </fieldset>
  )
}

export function ProviderSection(props: { directory: DirectoryProvider[] }) {
  const { getValues, setValue, setFocus } = useEventForm()
  const filled = getValues('provider3Name') ? 3 : getValues('provider2Name') ? 2 : 1
  const [shown, setShown] = useState(filled)
  const count = Math.max(shown, filled)
  const later = useFocusAfterRender()
  // A provider's first field: the directory picker when it is shown (see ProviderSlot), else the name.
  const focusProvider = (index: number) => {
    const slot = SLOTS[index]
    const picker = props.directory.length > 0 || !!getValues(f(slot, 'Id'))
    setFocus(f(slot, picker ? 'Id' : 'Name'))
  }
  const add = () => {
    setShown(count + 1)
    later(() => focusProvider(count))
  }
  // Only the last provider is removed, so focus goes to the one before it (its button may be gone).
  const removeLast = () => {
    const slot = SLOTS[count - 1]
    for (const field of ['Id', 'Name', 'Role', 'Email', 'PhotoUrl', 'Bio'] as const)
      setValue(f(slot, field), '', { shouldDirty: true })
    setShown(count - 1)
    later(() => focusProvider(count - 2))
  }
  return (
    <Section title="Provider Information" description={`Up to ${MAX_PROVIDERS_PER_EVENT} providers.`}>
      {SLOTS.slice(0, count).map((slot, i) => (
        <ProviderSlot key={slot} slot={slot} index={i} directory={props.directory} />
      ))}
      <div className="flex flex-wrap gap-2">
        {count < MAX_PROVIDERS_PER_EVENT && (
          <Button type="button" variant="outline" onClick={add}>
            Add Provider
          </Button>
        )}
        {count > 1 && (
          <Button type="button" variant="ghost" onClick={removeLast}>
            Remove Provider {count}
          </Button>
        )}
      </div>
    </Section>
  )
}
