import { type UploadFailure, uploadErrorMessage } from '../../../domain/uploads'

/** A non-2xx answer or no answer at all; the message is the companion's text (admin.md §8). */
export class UploadRequestError extends Error {
  constructor(readonly failure: UploadFailure) {
    super(uploadErrorMessage(failure))
  }
}

/** Our JSON errors carry `message`; S3's XML errors carry `<Message>` ("Request has expired"). */
export function readFailureBody(text: string): { message?: string; requestId?: string } {
  try {
    const body = JSON.parse(text) as { message?: unknown; requestId?: unknown }
    return {
      message: typeof body.message === 'string' ? body.message : undefined,
      requestId: typeof body.requestId === 'string' ? body.requestId : undefined,
    }
  } catch {
    return {
      message: /<Message>([^<]*)<\/Message>/.exec(text)?.[1],
      requestId: /<RequestId>([^<]*)<\/RequestId>/.exec(text)?.[1],
    }
  }
}

export interface SendOptions {
  method: string
  url: string
  body?: XMLHttpRequestBodyInit
  contentType?: string
  onProgress?: (loaded: number, total: number) => void
  signal?: AbortSignal
}

/** XHR rather than fetch: only XHR reports upload progress. Same-origin calls carry the session cookie. */
export function send(o: SendOptions): Promise<{ text: string; header: (name: string) => string | null }> {
  return new Promise((resolve, reject) => {
    if (o.signal?.aborted) return reject(new DOMException('Upload aborted', 'AbortError'))
    const xhr = new XMLHttpRequest()
    xhr.open(o.method, o.url)
    if (o.contentType) xhr.setRequestHeader('Content-Type', o.contentType)
    const { onProgress } = o
    if (onProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded, e.total)
    const abort = () => xhr.abort()
    o.signal?.addEventListener('abort', abort, { once: true })
    const settle = () => o.signal?.removeEventListener('abort', abort)
    xhr.onload = () => {
      settle()
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ text: xhr.responseText, header: (name) => xhr.getResponseHeader(name) })
        return
      }
      const failure = { status: xhr.status, statusText: xhr.statusText, method: o.method, url: o.url }
      reject(new UploadRequestError({ ...failure, ...readFailureBody(xhr.responseText) }))
    }
    xhr.onerror = () => {
      settle()
      reject(new UploadRequestError({ status: 0, method: o.method, url: o.url }))
    }
    xhr.onabort = () => {
      settle()
      reject(new DOMException('Upload aborted', 'AbortError'))
    }
    xhr.send(o.body ?? null)
  })
}

export async function sendJson<T>(method: string, url: string, data?: unknown, signal?: AbortSignal) {
  const res = await send({
    method,
    url,
    body: data === undefined ? undefined : JSON.stringify(data),
    contentType: data === undefined ? undefined : 'application/json',
    signal,
  })
  return (res.text ? JSON.parse(res.text) : undefined) as T
}
