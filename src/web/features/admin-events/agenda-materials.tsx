import { useRef } from 'react'
import { useController, useFieldArray } from 'react-hook-form'
import { Button } from '../../components/ui/button'
import { focusIndexAfterRemoval, focusIsLost } from '../../lib/move-focus'
import { useFocusAfterRender } from '../../lib/use-focus-after-render'
import { FileUpload } from './file-upload'
import { Field, Section, selectClass, TextField, useEventForm } from './form-kit'

/**
 * Removing an item takes its button away: focus the next item's first field, else the previous one's, else the
 * "Add" button. (Adding needs nothing: useFieldArray's append focuses the new item's first field.)
 */
function useRemoveWithFocus(remaining: number, firstField: (index: number) => void) {
  const addRef = useRef<HTMLButtonElement>(null)
  const later = useFocusAfterRender()
  const afterRemoving = (index: number) =>
    later(() => {
      const to = focusIndexAfterRemoval(index, remaining - 1)
      if (to === null) addRef.current?.focus()
      else firstField(to)
    })
  return { addRef, afterRemoving }
}

export function AgendaSection() {
  const { control, setFocus } = useEventForm()
  const { fields, append, remove } = useFieldArray({ control, name: 'agendaItems' })
  const { addRef, afterRemoving } = useRemoveWithFocus(fields.length, (i) =>
    setFocus(`agendaItems.${i}.time`),
  )
  return (
    <Section title="Event Agenda">
      <p className="text-sm text-muted-foreground">
        Type times like "6:30 PM" in the event's time zone: families elsewhere see them in their own.
      </p>
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No agenda items yet.</p>}
      {fields.map((item, i) => (
        <fieldset key={item.id} className="space-y-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-semibold">Agenda item {i + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            <TextField
              name={`agendaItems.${i}.time`}
              label={`Agenda item ${i + 1} time`}
              placeholder="10:00 AM"
            />
            <TextField name={`agendaItems.${i}.title`} label={`Agenda item ${i + 1} title`} required />
          </div>
          <TextField
            name={`agendaItems.${i}.description`}
            label={`Agenda item ${i + 1} description (optional)`}
            multiline
          />
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              remove(i)
              afterRemoving(i)
            }}
          >
            Remove agenda item {i + 1}
          </Button>
        </fieldset>
      ))}
      <Button
        ref={addRef}
        type="button"
        variant="outline"
        onClick={() => append({ time: '', title: '', description: '' })}
      >
        Add Agenda Item
      </Button>
    </Section>
  )
}

/**
 * A PDF material's upload. Its url has no visible input of its own, so the upload control carries the
 * field's error ("Upload a PDF or enter a link") and takes focus when a submit finds it missing.
 */
function MaterialPdfUpload(props: { index: number; title: string | undefined; onUploaded: () => void }) {
  const { control, setValue } = useEventForm()
  const name = `eventMaterials.${props.index}.url` as const
  const { field, fieldState } = useController({ control, name })
  return (
    <FileUpload
      label={`Material ${props.index + 1} PDF`}
      purpose="pdf"
      hint="One PDF, at most 10 MB."
      requiredMeta={{ title: props.title }}
      required
      inputRef={field.ref}
      fieldError={fieldState.error?.message}
      onUploaded={(path) => {
        setValue(name, path, { shouldDirty: true, shouldValidate: true })
        props.onUploaded()
      }}
    />
  )
}

function MaterialRow(props: { index: number; onRemove: () => void }) {
  const { register, watch, setValue, setFocus } = useEventForm()
  const i = props.index
  const type = watch(`eventMaterials.${i}.type`)
  const url = watch(`eventMaterials.${i}.url`)
  const title = watch(`eventMaterials.${i}.title`)
  const openRef = useRef<HTMLAnchorElement>(null)
  const later = useFocusAfterRender()
  // The upload control is replaced by "PDF uploaded." and its link, and back: focus follows, unless the user has
  // moved on to another field while the file was uploading.
  const afterUpload = () =>
    later(() => {
      if (focusIsLost()) openRef.current?.focus()
    })
  const removePdf = () => {
    setValue(`eventMaterials.${i}.url`, '', { shouldDirty: true })
    later(() => setFocus(`eventMaterials.${i}.url`))
  }
  return (
    <fieldset className="space-y-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">Material {i + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <Field name={`eventMaterials.${i}.type`} label={`Material ${i + 1} type`}>
          {(a11y) => (
            <select {...a11y} className={selectClass} {...register(`eventMaterials.${i}.type`)}>
              <option value="pdf">PDF</option>
              <option value="link">Link</option>
            </select>
          )}
        </Field>
        <TextField name={`eventMaterials.${i}.title`} label={`Material ${i + 1} title`} required />
      </div>
      {type === 'link' ? (
        <TextField
          name={`eventMaterials.${i}.url`}
          label={`Material ${i + 1} link URL`}
          type="url"
          required
        />
      ) : (
        // One element either way, so its status region is there before "PDF uploaded." and is announced.
        <div className={url ? 'flex flex-wrap items-center gap-2 text-sm' : undefined}>
          <span role="status" className={url ? undefined : 'sr-only'}>
            {url ? 'PDF uploaded.' : ''}
          </span>
          {url ? (
            <>
              <a ref={openRef} href={url} target="_blank" rel="noreferrer" className="underline">
                Open
              </a>
              <Button type="button" variant="ghost" onClick={removePdf}>
                Remove PDF
              </Button>
            </>
          ) : (
            <MaterialPdfUpload index={i} title={title} onUploaded={afterUpload} />
          )}
        </div>
      )}
      <TextField
        name={`eventMaterials.${i}.description`}
        label={`Material ${i + 1} description (optional)`}
        multiline
      />
      <Button type="button" variant="ghost" onClick={props.onRemove}>
        Remove material {i + 1}
      </Button>
    </fieldset>
  )
}

export function MaterialsSection() {
  const { control, setFocus } = useEventForm()
  const { fields, append, remove } = useFieldArray({ control, name: 'eventMaterials' })
  const { addRef, afterRemoving } = useRemoveWithFocus(fields.length, (i) =>
    setFocus(`eventMaterials.${i}.type`),
  )
  return (
    <Section title="Event Materials">
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No materials yet.</p>}
      {fields.map((m, i) => (
        <MaterialRow
          key={m.id}
          index={i}
          onRemove={() => {
            remove(i)
            afterRemoving(i)
          }}
        />
      ))}
      <Button
        ref={addRef}
        type="button"
        variant="outline"
        onClick={() => append({ type: 'pdf', title: '', url: '', description: '' })}
      >
        Add Material
      </Button>
    </Section>
  )
}
