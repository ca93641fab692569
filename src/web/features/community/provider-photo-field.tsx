import { useRef } from 'react'
import { type Control, useController } from 'react-hook-form'
import { isPictureRef } from '../../../domain/links'
import type { ProviderFormValues } from '../../../domain/provider-form'
import { Button } from '../../components/ui/button'
// The event form's uploader, reused as is: same checks, progress, errors and purpose ('photo') as its provider slots.
import { FileUpload } from '../admin-events/file-upload'

/**
 * The profile photo: only pictures stored on this site can be shown (decision AE12), so it is uploaded here rather
 * than typed as a link; the stored `/objects/…` path is the form's `profilePhotoUrl`.
 */
export function ProviderPhotoField(props: { control: Control<ProviderFormValues> }) {
  const { field, fieldState } = useController({ control: props.control, name: 'profilePhotoUrl' })
  const input = useRef<HTMLInputElement | null>(null)
  const photo = field.value.trim()
  return (
    <div className="space-y-2 sm:col-span-2">
      <FileUpload
        label="Profile photo"
        purpose="photo"
        hint="JPEG, PNG or WebP, at most 2 MB."
        inputRef={(el) => {
          field.ref(el)
          input.current = el
        }}
        fieldError={fieldState.error?.message}
        onUploaded={(path) => field.onChange(path)}
      />
      {photo && (
        <div className="flex items-center gap-3">
          {/* A stored value the form refuses (an old outside link) is not fetched; its error says to upload. */}
          {isPictureRef(photo) && (
            <img src={photo} alt="Profile preview" className="size-16 rounded-full object-cover" />
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              field.onChange('')
              // The button goes away with the photo: focus stays in the field rather than drop to the page.
              input.current?.focus()
            }}
          >
            Remove photo
          </Button>
        </div>
      )}
    </div>
  )
}
