import { useController, useFieldArray } from 'react-hook-form'
import { Button } from '../../components/ui/button'
import { FileUpload } from './file-upload'
import { Field, Section, selectClass, TextField, useEventForm } from './form-kit'

export function AgendaSection() {
  const { control } = useEventForm()
  const { fields, append, remove } = useFieldArray({ control, name: 'agendaItems' })
  return (
    <Section title="Event Agenda">
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
            <TextField name={`agendaItems.${i}.title`} label={`Agenda item ${i + 1} title`} />
          </div>
          <TextField
            name={`agendaItems.${i}.description`}
            label={`Agenda item ${i + 1} description (optional)`}
            multiline
          />
          <Button type="button" variant="ghost" onClick={() => remove(i)}>
            Remove agenda item {i + 1}
          </Button>
        </fieldset>
      ))}
      <Button
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
function MaterialPdfUpload(props: { index: number; title: string | undefined }) {
  const { control, setValue } = useEventForm()
  const name = `eventMaterials.${props.index}.url` as const
  const { field, fieldState } = useController({ control, name })
  return (
    <FileUpload
      label={`Material ${props.index + 1} PDF`}
      purpose="pdf"
      hint="One PDF, at most 10 MB."
      requiredMeta={{ title: props.title }}
      inputRef={field.ref}
      fieldError={fieldState.error?.message}
      onUploaded={(path) => setValue(name, path, { shouldDirty: true, shouldValidate: true })}
    />
  )
}

function MaterialRow(props: { index: number; onRemove: () => void }) {
  const { register, watch, setValue } = useEventForm()
  const i = props.index
  const type = watch(`eventMaterials.${i}.type`)
  const url = watch(`eventMaterials.${i}.url`)
  const title = watch(`eventMaterials.${i}.title`)
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
        <TextField name={`eventMaterials.${i}.title`} label={`Material ${i + 1} title`} />
      </div>
      {type === 'link' ? (
        <TextField name={`eventMaterials.${i}.url`} label={`Material ${i + 1} link URL`} type="url" />
      ) : url ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>PDF uploaded.</span>
          <a href={url} target="_blank" rel="noreferrer" className="underline">
            Open
          </a>
          <Button
            type="button"
            variant="ghost"
            onClick={() => setValue(`eventMaterials.${i}.url`, '', { shouldDirty: true })}
          >
            Remove PDF
          </Button>
        </div>
      ) : (
        <MaterialPdfUpload index={i} title={title} />
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
  const { control } = useEventForm()
  const { fields, append, remove } = useFieldArray({ control, name: 'eventMaterials' })
  return (
    <Section title="Event Materials">
      {fields.length === 0 && <p className="text-sm text-muted-foreground">No materials yet.</p>}
      {fields.map((m, i) => (
        <MaterialRow key={m.id} index={i} onRemove={() => remove(i)} />
      ))}
      <Button
        type="button"
        variant="outline"
        onClick={() => append({ type: 'pdf', title: '', url: '', description: '' })}
      >
        Add Material
      </Button>
    </Section>
  )
}
