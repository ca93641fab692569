import type { Uppy } from '@uppy/core'
import { type Ref, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import {
  IMAGE_MIME_TYPES,
  missingMetaFields,
  missingMetaMessage,
  PDF_MIME_TYPE,
  UPLOAD_ITEM_STATE_LABELS,
  type UploadPurpose,
  uploadItemState,
} from '../../../domain/uploads'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Progress } from '../../components/ui/progress'
import { toast } from '../../components/ui/use-toast'
import { FieldLabel } from './form-kit'
import { createUploader, type UploadBody, type UploadItem, type UploadMeta } from './upload-engine'

type Uploader = Uppy<UploadMeta, UploadBody>
const noFiles: Record<string, UploadItem> = {}

/** The field's Uppy, created per mount (StrictMode mounts twice; each instance is destroyed). */
function useUploader(purpose: UploadPurpose, requiredMetaFields: string) {
  const [uppy, setUppy] = useState<Uploader | null>(null)
  useEffect(() => {
    const fields = requiredMetaFields ? (requiredMetaFields.split(',') as (keyof UploadMeta)[]) : []
    const u = createUploader(purpose, fields)
    setUppy(u)
    return () => u.destroy()
  }, [purpose, requiredMetaFields])
  const subscribe = useCallback(
    (onChange: () => void) => {
      uppy?.on('state-update', onChange)
      return () => uppy?.off('state-update', onChange)
    },
    [uppy],
  )
  const files = useSyncExternalStore(subscribe, () => uppy?.getState().files ?? noFiles)
  return { uppy, item: Object.values(files)[0] }
}

/**
 * One-file upload (banner, provider photo, PDF material) driven by Uppy: type and size are checked first,
 * the file's state (Waiting, Uploading, Processing, Complete, Error…) is announced, progress shown, and a
 * failure reported as "Upload failed" with the reason: as a toast, an alert beside the field and on the
 * file's "?" button. A plain file input keeps keyboard and screen-reader use simple (decision AE5); the
 * "Open upload dialog" button opens Uppy's Dashboard on the same uploader (loaded on first use, decision D25).
 */
export function FileUpload(props: {
  label: string
  purpose: UploadPurpose
  hint?: string
  /** Meta fields that must be filled before uploading, e.g. { title: materialTitle }. */
  requiredMeta?: Record<string, string | undefined>
  onUploaded: (objectPath: string) => void
  /** The form's error for the value this upload fills (e.g. "Upload a PDF or enter a link"). */
  fieldError?: string
  /** The form's ref, so an invalid submit can focus the file input. */
  inputRef?: Ref<HTMLInputElement>
  /** The value this upload fills must be given (a PDF material's file). */
  required?: boolean
  /** A picture address to fetch through Companion and store here (the banner's "paste a link"); `n` asks again. */
  fetchLink?: { url: string; n: number }
}) {
  const id = useId()
  const metaKeys = Object.keys(props.requiredMeta ?? {}).join(',')
  const { uppy, item } = useUploader(props.purpose, metaKeys)
  const [opening, setOpening] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [showDetails, setShowDetails] = useState(false)
  const onUploaded = useRef(props.onUploaded)
  onUploaded.current = props.onUploaded
  const isPdf = props.purpose === 'pdf'
  const accept = isPdf ? PDF_MIME_TYPE : IMAGE_MIME_TYPES.join(',')

  const fail = (message: string) => {
    setError(message)
    toast({ title: 'Upload failed', description: message, variant: 'destructive' })
  }

  useEffect(() => {
    if (!uppy) return
    const onError = (_file: UploadItem | undefined, e: { message: string }) => fail(e.message)
    const onComplete = (result: { successful?: UploadItem[] }) => {
      const path = result.successful?.[0]?.response?.body?.objectPath
      if (path) onUploaded.current(path)
    }
    // Refused before uploading (type, size, a missing title), from the file input or the dialog.
    const onRefused = (_file: UploadItem | undefined, e: Error) => fail(e.message)
    uppy.on('upload-error', onError)
    uppy.on('restriction-failed', onRefused)
    uppy.on('complete', onComplete)
    return () => {
      uppy.off('upload-error', onError)
      uppy.off('restriction-failed', onRefused)
      uppy.off('complete', onComplete)
    }
  })

  // The form's values for the meta fields (a material's title) go on every file, new or waiting.
  const metaValues = JSON.stringify(props.requiredMeta ?? {})
  useEffect(() => {
    if (!uppy) return
    const meta = JSON.parse(metaValues) as Pick<UploadMeta, 'title'>
    uppy.setMeta(meta)
    for (const f of uppy.getFiles())
      if (!f.progress.uploadComplete) uppy.setFileMeta(f.id, { ...f.meta, ...meta })
  }, [uppy, metaValues])

  // A new request object (the banner's pasted link) is one fetch; `n` lets the same address be asked again.
  const link = props.fetchLink
  const failLater = useRef(fail)
  failLater.current = fail
  useEffect(() => {
    if (!uppy || !link?.url) return
    setError(null)
    import('./upload-dashboard')
      .then(({ fetchFromLink }) => fetchFromLink(uppy, link.url))
      .catch((e: unknown) => failLater.current(e instanceof Error ? e.message : 'Unknown error'))
  }, [uppy, link])

  async function openDialog() {
    if (!uppy) return
    setOpening(true)
    try {
      const { openUploadDashboard } = await import('./upload-dashboard')
      await openUploadDashboard(uppy, {
        label: props.label,
        note: props.hint,
        metaFields: isPdf ? [{ id: 'title', name: 'Title', placeholder: 'Material title' }] : [],
      })
    } catch (e) {
      fail(e instanceof Error ? e.message : 'Unknown error')
    } finally {
      setOpening(false)
    }
  }

  function upload(file: File) {
    if (!uppy) return
    setError(null)
    setShowDetails(false)
    const missing = missingMetaFields(props.requiredMeta ?? {})
    if (missing.length) return fail(missingMetaMessage(missing))
    uppy.cancelAll()
    try {
      uppy.addFile({
        name: file.name,
        type: file.type,
        data: file,
        source: 'file-input',
        meta: { purpose: props.purpose, title: props.requiredMeta?.title },
      })
    } catch (e) {
      // A refusal was reported by the 'restriction-failed' listener.
      if (e instanceof Error && 'isRestriction' in e) return
      return fail(e instanceof Error ? e.message : 'Unknown error')
    }
    uppy.upload().catch((e: unknown) => fail(e instanceof Error ? e.message : 'Unknown error'))
  }

  const state = item && uploadItemState(item)
  const busy = state === 'uploading' || state === 'postprocessing' || state === 'waiting'
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id} label={props.label} required={props.required} />
      <Input
        ref={props.inputRef}
        id={id}
        type="file"
        accept={accept}
        required={props.required}
        aria-invalid={!!props.fieldError}
        aria-describedby={`${id}-hint ${id}-status ${id}-error ${id}-field-error`}
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (file) upload(file)
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={!uppy || opening}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        onClick={() => void openDialog()}
      >
        Open upload dialog<span className="sr-only"> for {props.label}</span>
      </Button>
      {props.hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
      <div id={`${id}-status`} role="status" className="text-sm">
        {item && state && (
          <span data-testid="upload-item-state">
            {item.name}: {UPLOAD_ITEM_STATE_LABELS[state]}
          </span>
        )}
      </div>
      {item && state === 'uploading' && (
        <Progress value={item.progress.percentage ?? 0} aria-label={`${props.label} upload progress`} />
      )}
      {item && (busy || state === 'error') && (
        <div className="flex flex-wrap items-center gap-2">
          {state === 'error' && (
            <>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Why did ${item.name} fail?`}
                aria-expanded={showDetails}
                aria-controls={`${id}-details`}
                onClick={() => setShowDetails((v) => !v)}
              >
                ?
              </Button>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  setError(null)
                  uppy?.retryUpload(item.id).catch(() => undefined)
                }}
              >
                Retry upload
              </Button>
            </>
          )}
          {busy && (
            <Button type="button" variant="ghost" size="sm" onClick={() => uppy?.cancelAll()}>
              Cancel upload
            </Button>
          )}
        </div>
      )}
      {item?.error && showDetails && (
        <p id={`${id}-details`} className="text-sm">
          {item.name}: {item.error}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          Upload failed: {error}
        </p>
      )}
      {props.fieldError && (
        <p id={`${id}-field-error`} className="text-sm text-destructive">
          {props.fieldError}
        </p>
      )}
    </div>
  )
}
