import type { QueryFunction } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ApiErrorBody } from '../../domain/errors'

/** A non-OK answer. Its message is the spec's "{status}: {body}" (spec §7, §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(`${status}: ${bodyText}`)
  }
  /** The server's human sentence, for toasts. */
  get userMessage(): string {
    return this.body?.message ?? this.bodyText
  }
}

export const isUnauthorized = (e: unknown) => e instanceof Error && /^401: .*Unauthorized/i.test(e.message)

/**
 * The shape check of ApiErrorBodySchema, written out: this module is on every page's first load and
 * must not pull zod in with it (issue 9: public first-load JS < 150 KB).
 */
function asErrorBody(v: unknown): ApiErrorBody | null {
  if (typeof v !== 'object' || v === null) return null
  const { message, errors, code } = v as Record<string, unknown>
  if (typeof message !== 'string') return null
  const named = typeof code === 'string' ? { code } : {}
  if (errors === undefined) return { message, ...named }
  const isItem = (e: unknown) =>
    typeof e === 'object' &&
    e !== null &&
    typeof (e as Record<string, unknown>).path === 'string' &&
    typeof (e as Record<string, unknown>).message === 'string'
  if (!Array.isArray(errors) || !errors.every(isItem)) return null
  return { message, errors: errors.map((e) => ({ path: e.path, message: e.message })), ...named }
}

async function throwIfNotOk(res: Response) {
  if (res.ok) return
  const text = (await res.text()) || res.statusText
  let body: ApiErrorBody | null = null
  try {
    body = asErrorBody(JSON.parse(text))
  } catch {
    body = null
  }
  throw new ApiError(res.status, text, body)
}

/** The spec's request helper: method, URL, optional JSON body; cookies included. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  })
  await throwIfNotOk(res)
  return res
}

/** JSON convenience over apiRequest, optionally parsed with a shared schema. */
export async function apiJson<T>(
  method: string,
  url: string,
  data?: unknown,
  schema?: z.ZodType<T>,
): Promise<T> {
  const res = await apiRequest(method, url, data)
  if (res.status === 204) return undefined as T
  const json = await res.json()
  return schema ? schema.parse(json) : (json as T)
}

type UnauthorizedBehavior = 'returnNull' | 'throw'

/** Default fetcher: query key parts joined with "/" make the URL. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> =>
  async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' })
    if (on401 === 'returnNull' && res.status === 401) return null
    await throwIfNotOk(res)
    return (await res.json()) as T
  }
