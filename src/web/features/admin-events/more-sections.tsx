import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { FORM_STATUSES } from '../../../domain/event-form'
import { AUDIENCE_LABELS, AUDIENCES, EVENT_STATUS_LABELS } from '../../../domain/event-rules'
import { isPictureRef } from '../../../domain/links'
import { isOutsideLink } from '../../../domain/uploads'
import { Button } from '../../components/ui/button'
import { Label } from '../../components/ui/label'
import { Switch } from '../../components/ui/switch'
import { FileUpload } from './file-upload'
import { Section, SelectField, TextField, useEventForm } from './form-kit'

export function FacilitatorSection() {
  return (
    <Section title="Facilitator Information" description="The facilitator's email is needed to send invites.">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField name="facilitatorFirstName" label="Facilitator First Name" />
        <TextField name="facilitatorLastName" label="Facilitator Last Name" />
        <TextField
          name="facilitatorEmail"
          label="Facilitator Email"
          type="email"
          hint="Needed to send invites."
          className="sm:col-span-2"
        />
      </div>
    </Section>
  )
}

export function StatusSection() {
  return (
    <Section title="Status & Publishing">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          name="status"
          label="Status"
          options={FORM_STATUSES.map((s) => ({
            value: s,
            label: s === 'published' ? 'Published' : EVENT_STATUS_LABELS[s],
          }))}
        />
        <SelectField
          name="audience"
          label="Audience"
          options={AUDIENCES.map((a) => ({ value: a, label: AUDIENCE_LABELS[a] }))}
        />
      </div>
    </Section>
  )
}

export function OptionalSection() {
  const { control, setValue, watch } = useEventForm()
  const image = watch('imageUrl')
  const [fetchLink, setFetchLink] = useState({ url: '', n: 0 })
  return (
    <Section title="Optional Details">
      <FileUpload
        label="Banner Image"
        purpose="banner"
        hint="Recommended 16:9, 1200x675. JPEG, PNG or WebP, at most 2 MB."
        onUploaded={(path) => setValue('imageUrl', path, { shouldDirty: true, shouldValidate: true })}
        fetchLink={fetchLink}
      />
      {image && (
        <div className="space-y-2">
          {/* Only a value the form accepts is fetched: not every keystroke of a link being typed. */}
          {isPictureRef(image) && (
            <img
              src={image}
              alt="Banner preview"
              className="aspect-video w-full max-w-md rounded-md object-cover"
            />
          )}
          <button
            type="button"
            className="min-h-6 text-sm underline"
            onClick={() => setValue('imageUrl', '', { shouldDirty: true, shouldValidate: true })}
          >
            Remove banner
          </button>
        </div>
      )}
      {/* The banner's stored value has a field of its own, so its error is shown and focused like any other. */}
      {/* A pasted address of another site's picture is fetched by this server (Companion) and stored here. */}
      <div
        onPaste={(e) => {
          const text = e.clipboardData.getData('text').trim()
          if (isOutsideLink(text)) setFetchLink((f) => ({ url: text, n: f.n + 1 }))
        }}
      >
        <TextField
          name="imageUrl"
          label="Banner Image URL"
          hint="Filled in by the upload, or paste a link: the picture is then copied to this site."
        />
      </div>
      {isOutsideLink(image ?? '') && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setFetchLink((f) => ({ url: (image ?? '').trim(), n: f.n + 1 }))}
        >
          Copy this picture to this site
        </Button>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField name="zoomLink" label="Zoom Link" type="url" />
        <TextField name="zohoWebinarId" label="Zoho Webinar ID" />
        <TextField name="zohoWebinarJoinUrl" label="Zoho Webinar Join URL" type="url" />
        <TextField name="webinarLink" label="Webinar Link" type="url" />
        <TextField name="zohoRegistrationUrl" label="Zoho Registration URL" type="url" />
      </div>
      <TextField
        name="parentSurveyUrl"
        label="Post-event Survey URL"
        type="url"
        hint="Emailed to the families after the session. Leave empty to send no survey."
      />
      <Controller
        control={control}
        name="featured"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id="f-featured" checked={!!field.value} onCheckedChange={field.onChange} />
            <Label htmlFor="f-featured">Featured event</Label>
          </div>
        )}
      />
    </Section>
  )
}
