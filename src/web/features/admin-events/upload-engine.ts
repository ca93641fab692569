import { BasePlugin, type DefinePluginOpts, type PluginOpts, Uppy, type UppyFile } from '@uppy/core'
import { delay, isAbortError, RateLimitedQueue, toError } from '@uppy/core/utils'
import {
  CANNOT_SIGN_MESSAGE,
  chunkSizeFor,
  formatMegabytes,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  MULTIPART_PARALLEL,
  missingMetaFields,
  missingMetaMessage,
  nextRetryStep,
  PDF_MAX_BYTES,
  PDF_MIME_TYPE,
  shouldUseMultipart,
  UPLOAD_INFO_TOAST_MS,
  type UploadConfig,
  UploadConfigSchema,
  type UploadPurpose,
} from '../../../domain/uploads'
import { send, sendJson, UploadRequestError } from './upload-http'

/** `title` is a PDF material's title: required before its upload starts. */
export type UploadMeta = { purpose: UploadPurpose; title?: string }
export type UploadBody = { objectPath: string }
export type UploadItem = UppyFile<UploadMeta, UploadBody>
type Part = { PartNumber: number; ETag: string }
/** The part of @uppy/core's Companion client used for files from a link. */
interface RemoteClient {
  uploadRemoteFile(
    file: UploadItem,
    body: Record<string, unknown>,
    options: { signal: AbortSignal; getQueue: () => RateLimitedQueue },
  ): Promise<unknown>
}
type MultipartRef = { uploadId: string; key: string }

// Asked once per page: whether the server stores files in S3 (the only case multipart exists).
let config: Promise<UploadConfig> | null = null
const uploadConfig = () => {
  if (!config) {
    config = sendJson('GET', '/api/objects/config').then((c) => UploadConfigSchema.parse(c))
    // A failed read is asked again by the next upload.
    config.catch(() => {
      config = null
    })
  }
  return config
}

const waitOnline = (signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const done = () => {
      window.removeEventListener('online', done)
      signal.removeEventListener('abort', done)
      if (signal.aborted) reject(new DOMException('Upload aborted', 'AbortError'))
      else resolve()
    }
    window.addEventListener('online', done)
    signal.addEventListener('abort', done)
  })

interface CradleUploadOptions extends PluginOpts {
  purpose: UploadPurpose
}

/**
 * Uppy uploader speaking Cradle's upload API: a signed single PUT through the server (which checks and
 * re-encodes the file), or, above the multipart threshold with S3, the multipart companion endpoints of
 * src/server/features/uploads/multipart-routes.ts. Requests share a queue of 6; failures follow
 * `nextRetryStep` (429 slows the queue, an expired signature is signed again, other 4xx but 409 are final);
 * offline pauses the file until the connection returns. PDFs are then confirmed as materials (postprocessing).
 */
export class CradleUpload extends BasePlugin<
  DefinePluginOpts<CradleUploadOptions, never>,
  UploadMeta,
  UploadBody
> {
  #queue = new RateLimitedQueue(MULTIPART_PARALLEL)
  #running = new Map<string, AbortController>()
  #multipart = new Map<string, MultipartRef>()

  constructor(uppy: Uppy<UploadMeta, UploadBody>, opts: CradleUploadOptions) {
    super(uppy, opts)
    this.id = opts.id ?? 'CradleUpload'
    this.type = 'uploader'
  }

  override install() {
    this.uppy.addUploader(this.#upload)
    if (this.opts.purpose === 'pdf') this.uppy.addPostProcessor(this.#confirmMaterial)
    this.uppy.on('file-removed', this.#stop)
  }

  override uninstall() {
    this.uppy.removeUploader(this.#upload)
    this.uppy.removePostProcessor(this.#confirmMaterial)
    this.uppy.off('file-removed', this.#stop)
    for (const id of [...this.#running.keys()]) this.#abort(id)
  }

  #stop = (file: UploadItem | undefined) => {
    if (file) this.#abort(file.id)
  }

  /** Stops the requests of a file and gives its S3 multipart upload back (parts are billed until then). */
  #abort(fileId: string) {
    this.#running.get(fileId)?.abort()
    this.#running.delete(fileId)
    const mp = this.#multipart.get(fileId)
    this.#multipart.delete(fileId)
    if (mp) {
      const url = `/api/objects/multipart/${encodeURIComponent(mp.uploadId)}?key=${encodeURIComponent(mp.key)}`
      sendJson('DELETE', url).catch((e) => this.uppy.log(toError(e).message, 'warning'))
    }
  }

  #upload = async (fileIds: string[]) => {
    const files = this.uppy.getFilesByIds(fileIds)
    this.uppy.emit('upload-start', files)
    await Promise.allSettled(files.map((f) => this.#uploadOne(f)))
  }

  async #uploadOne(file: UploadItem) {
    const controller = new AbortController()
    this.#running.set(file.id, controller)
    if (file.isRemote) return this.#uploadRemote(file, controller)
    try {
      if (!file.data) throw new Error('Unknown error')
      const data = file.data
      const started = file.progress.uploadStarted ?? Date.now()
      const onProgress = (bytesUploaded: number) => {
        const current = this.uppy.getFile(file.id)
        if (current)
          this.uppy.emit('upload-progress', current, {
            uploadStarted: started,
            bytesUploaded,
            bytesTotal: data.size,
          })
      }
      const { multipart, multipartThresholdBytes } = await uploadConfig()
      const objectPath = shouldUseMultipart(data.size, multipart, multipartThresholdBytes)
        ? await this.#sendInParts(file, data, controller.signal, onProgress)
        : await this.#sendWhole(file, data, controller.signal, onProgress)
      this.uppy.emit('upload-success', this.uppy.getFile(file.id), {
        status: 200,
        body: { objectPath },
        uploadURL: objectPath,
      })
    } catch (e) {
      if (controller.signal.aborted && isAbortError(e)) return
      // Other parts of the same file stop too.
      controller.abort()
      this.uppy.emit('upload-error', this.uppy.getFile(file.id), toError(e))
    } finally {
      if (this.#running.get(file.id) === controller) this.#running.delete(file.id)
    }
  }

  /**
   * A file from a link (issue 25.2): Companion fetches it and sends it to a signed PUT of ours, so it meets the
   * same checks as a file from the disk. Companion answers a token, progress comes over its websocket; its client
   * (in @uppy/core) retries 10 times, times out after 5 idle minutes, and emits success or the error itself.
   */
  async #uploadRemote(file: UploadItem, controller: AbortController) {
    try {
      const { uploadURL } = await sendJson<{ uploadURL: string }>(
        'POST',
        '/api/objects/upload',
        { purpose: this.opts.purpose },
        controller.signal,
      )
      const client = this.uppy.getRequestClientForFile<RemoteClient>(file)
      await client.uploadRemoteFile(
        file,
        { endpoint: uploadURL, size: file.size, metadata: { purpose: this.opts.purpose }, fieldname: 'file' },
        { signal: controller.signal, getQueue: () => this.#queue },
      )
    } catch (e) {
      if (controller.signal.aborted && isAbortError(e)) return
      // The Companion client has already reported its own failures; ours (the signed URL) are reported here.
      if (!this.uppy.getFile(file.id)?.error)
        this.uppy.emit('upload-error', this.uppy.getFile(file.id), toError(e))
    } finally {
      if (this.#running.get(file.id) === controller) this.#running.delete(file.id)
    }
  }

  /** One request (or request pair) through the shared queue, retried as admin.md §8 says. */
  async #withRetries<T>(fileId: string, signal: AbortSignal, attemptOnce: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; ) {
      try {
        return await this.#queue.wrapPromiseFunction(attemptOnce)().abortOn(signal)
      } catch (e) {
        if (!(e instanceof UploadRequestError)) throw e
        if (e.failure.status === 0 && navigator.onLine === false) {
          this.uppy.setFileState(fileId, { isPaused: true })
          await waitOnline(signal)
          this.uppy.setFileState(fileId, { isPaused: false })
          continue
        }
        const step = nextRetryStep(e.failure, attempt++)
        if (step.action === 'give-up') throw e
        this.uppy.log(`Retrying after "${e.message}" (${step.action}, ${step.delayMs} ms)`)
        // Every attempt asks for a fresh signature, so 'resign' is a plain retry here.
        if (step.action === 'rate-limit') this.#queue.rateLimit(step.delayMs)
        else await delay(step.delayMs, { signal })
      }
    }
  }

  /** POST /api/objects/upload → signed URL, then PUT of the file; the server answers the object path. */
  #sendWhole(file: UploadItem, data: Blob, signal: AbortSignal, onProgress: (n: number) => void) {
    return this.#withRetries(file.id, signal, async () => {
      const { uploadURL } = await sendJson<{ uploadURL: string }>(
        'POST',
        '/api/objects/upload',
        { purpose: this.opts.purpose },
        signal,
      )
      const res = await send({
        method: 'PUT',
        url: uploadURL,
        body: data,
        contentType: file.type || 'application/octet-stream',
        onProgress,
        signal,
      })
      return (JSON.parse(res.text) as UploadBody).objectPath
    })
  }

  /** S3 multipart: create (or list what a retried upload already sent), parts in parallel, complete. */
  async #sendInParts(file: UploadItem, data: Blob, signal: AbortSignal, onProgress: (n: number) => void) {
    const retry = <T>(fn: () => Promise<T>) => this.#withRetries(file.id, signal, fn)
    const done = new Map<number, string>()
    let mp = this.#multipart.get(file.id)
    const base = (ref: MultipartRef) => `/api/objects/multipart/${encodeURIComponent(ref.uploadId)}`
    const key = (ref: MultipartRef) => `key=${encodeURIComponent(ref.key)}`
    if (mp) {
      const ref = mp
      const listed = await retry(() => sendJson<Part[]>('GET', `${base(ref)}?${key(ref)}`, undefined, signal))
      for (const p of listed) done.set(p.PartNumber, p.ETag)
    } else {
      mp = await retry(() =>
        sendJson<MultipartRef>(
          'POST',
          '/api/objects/multipart',
          { filename: file.name, type: file.type, metadata: { purpose: this.opts.purpose } },
          signal,
        ),
      )
      this.#multipart.set(file.id, mp)
    }
    const ref = mp
    const chunk = chunkSizeFor(data.size)
    const count = Math.ceil(data.size / chunk)
    const sent = Array.from({ length: count }, (_, i) =>
      done.has(i + 1) ? Math.min(chunk, data.size - i * chunk) : 0,
    )
    const report = () => onProgress(sent.reduce((a, b) => a + b, 0))
    const todo = sent.flatMap((_, i) => (done.has(i + 1) ? [] : [i + 1]))
    await Promise.all(
      todo.map((n) =>
        retry(async () => {
          if (!ref.key || !ref.uploadId || !n) throw new Error(CANNOT_SIGN_MESSAGE)
          const { url } = await sendJson<{ url: string }>(
            'GET',
            `${base(ref)}/${n}?${key(ref)}`,
            undefined,
            signal,
          )
          if (!url) throw new Error('Cannot upload to an undefined URL')
          const res = await send({
            method: 'PUT',
            url,
            body: data.slice((n - 1) * chunk, n * chunk),
            onProgress: (loaded) => {
              sent[n - 1] = loaded
              report()
            },
            signal,
          })
          const etag = res.header('ETag')
          if (!etag) throw new Error('Non 2xx')
          done.set(n, etag)
        }),
      ),
    )
    const parts = [...done.entries()]
      .sort(([a], [b]) => a - b)
      .map(([PartNumber, ETag]) => ({ PartNumber, ETag }))
    const result = await retry(() =>
      sendJson<UploadBody>('POST', `${base(ref)}/complete?${key(ref)}`, { parts }, signal),
    )
    this.#multipart.delete(file.id)
    return result.objectPath
  }

  /** PUT /api/materials/upload {fileUrl, fileType} → the material's object path (PDFs only). */
  #confirmMaterial = async (fileIds: string[]) => {
    for (const file of this.uppy.getFilesByIds(fileIds)) {
      const uploaded = file.response?.body?.objectPath
      if (file.error || !uploaded) continue
      this.uppy.emit('postprocess-progress', file, { mode: 'indeterminate', message: 'Checking the PDF' })
      try {
        const { objectPath } = await sendJson<UploadBody>('PUT', '/api/materials/upload', {
          fileUrl: uploaded,
          fileType: PDF_MIME_TYPE,
        })
        this.uppy.setFileState(file.id, { response: { status: 200, body: { objectPath } } })
        this.uppy.emit('postprocess-complete', this.uppy.getFile(file.id))
      } catch (e) {
        this.uppy.emit('upload-error', this.uppy.getFile(file.id), toError(e))
      }
    }
  }
}

/**
 * One Uppy per upload field: one file of the purpose's types and size, our messages for refusals, the spec's
 * 3 000 ms info toast. `requiredMetaFields` (a PDF's `title`) must be filled before an upload starts; the
 * refusal reads "Missing required meta field(s): {fields}." on the file and in the toast.
 */
export function createUploader(purpose: UploadPurpose, requiredMetaFields: (keyof UploadMeta)[] = []) {
  const isPdf = purpose === 'pdf'
  const maxFileSize = isPdf ? PDF_MAX_BYTES : IMAGE_MAX_BYTES
  const uppy: Uppy<UploadMeta, UploadBody> = new Uppy<UploadMeta, UploadBody>({
    autoProceed: false,
    meta: { purpose },
    infoTimeout: UPLOAD_INFO_TOAST_MS,
    restrictions: {
      maxNumberOfFiles: 1,
      maxFileSize,
      allowedFileTypes: isPdf ? [PDF_MIME_TYPE] : [...IMAGE_MIME_TYPES],
      requiredMetaFields,
    },
    onBeforeUpload: (files) => {
      let ok = true
      for (const file of Object.values(files)) {
        const wanted = Object.fromEntries(requiredMetaFields.map((f) => [f, file.meta[f]?.toString()]))
        const missing = missingMetaFields(wanted)
        if (!missing.length) {
          // Filled since the last try: the file is no longer in error.
          if (file.missingRequiredMetaFields?.length)
            uppy.setFileState(file.id, { error: null, missingRequiredMetaFields: [] })
          continue
        }
        ok = false
        const message = missingMetaMessage(missing)
        uppy.setFileState(file.id, { error: message, missingRequiredMetaFields: missing })
        uppy.info(message, 'error', UPLOAD_INFO_TOAST_MS)
        uppy.emit('restriction-failed', uppy.getFile(file.id), new Error(message))
      }
      return ok
    },
    locale: {
      pluralize: (n) => (n === 1 ? 0 : 1),
      strings: {
        youCanOnlyUploadFileTypes: isPdf
          ? 'Only PDF files are allowed'
          : 'Only JPEG, PNG or WebP images are allowed',
        exceedsSize: `The file is larger than ${formatMegabytes(maxFileSize)}`,
      },
    },
  })
  uppy.use(CradleUpload, { purpose })
  return uppy
}
