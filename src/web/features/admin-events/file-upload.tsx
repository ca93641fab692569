import { useId, useState } from 'react'
import {
  formatMegabytes,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  missingMetaMessage,
  PDF_MAX_BYTES,
  PDF_MIME_TYPE,
  type UploadPurpose,
} from '../../../domain/uploads'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Progress } from '../../components/ui/progress'
import { toast } from '../../components/ui/use-toast'
import { ApiError, apiJson } from '../../lib/api'

/** PUT with progress (fetch cannot report upload progress). Resolves with the server's JSON. */
function putWithProgress(url: string, file: File, onProgress: (pct: number) => void) {
  return new Promise<{ objectPath: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('PUT', url)
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream')
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100))
    xhr.onload = () => {
      let body: { message?: string; objectPath?: string } = {}
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = {}
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.objectPath) resolve({ objectPath: body.objectPath })
      else reject(new Error(body.message ?? `Failed request with status: ${xhr.status}. ${xhr.statusText}`))
    }
    xhr.onerror = () => reject(new Error(`Could not PUT ${url}`))
    xhr.send(file)
  })
}

/**
 * One-file upload (banner, provider photo, PDF material): checks type and size first, shows progress,
 * reports failures as "Upload failed" with the reason, both as a toast and beside the field.
 */
export function FileUpload(props: {
  label: string
  purpose: UploadPurpose
  hint?: string
  /** Meta fields that must be filled before uploading, e.g. { title: materialTitle }. */
  requiredMeta?: Record<string, string | undefined>
  onUploaded: (objectPath: string) => void
}) {
  const id = useId()
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const isPdf = props.purpose === 'pdf'
  const accept = isPdf ? PDF_MIME_TYPE : IMAGE_MIME_TYPES.join(',')

  const fail = (message: string) => {
    setError(message)
    setProgress(null)
    toast({ title: 'Upload failed', description: message, variant: 'destructive' })
  }

  async function upload(file: File) {
    setError(null)
    const missing = Object.entries(props.requiredMeta ?? {})
      .filter(([, v]) => !v?.trim())
      .map(([k]) => k)
    if (missing.length) return fail(missingMetaMessage(missing))
    const max = isPdf ? PDF_MAX_BYTES : IMAGE_MAX_BYTES
    const typeOk = isPdf
      ? file.type === PDF_MIME_TYPE
      : (IMAGE_MIME_TYPES as readonly string[]).includes(file.type)
    if (!typeOk)
      return fail(isPdf ? 'Only PDF files are allowed' : 'Only JPEG, PNG or WebP images are allowed')
    if (file.size > max) return fail(`The file is larger than ${formatMegabytes(max)}`)
    try {
      setProgress(0)
      const { uploadURL } = await apiJson<{ uploadURL: string }>('POST', '/api/objects/upload', {
        purpose: props.purpose,
      })
      const { objectPath } = await putWithProgress(uploadURL, file, setProgress)
      const final = isPdf
        ? (
            await apiJson<{ objectPath: string }>('PUT', '/api/materials/upload', {
              fileUrl: objectPath,
              fileType: PDF_MIME_TYPE,
            })
          ).objectPath
        : objectPath
      setProgress(null)
      props.onUploaded(final)
    } catch (e) {
      fail(e instanceof ApiError ? e.userMessage : e instanceof Error ? e.message : 'Unknown error')
    }
  }

  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      <Input
        id={id}
        type="file"
        accept={accept}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (file) void upload(file)
        }}
      />
      {props.hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
      {progress !== null && <Progress value={progress} aria-label={`${props.label} upload progress`} />}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          Upload failed: {error}
        </p>
      )}
    </div>
  )
}
