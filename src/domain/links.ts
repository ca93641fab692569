import { z } from 'zod'
import { DEMO_PICTURES } from './demo-pictures'

/**
 * The links the app stores and renders as `href`/`src`. Only http(s): `javascript:` or `data:` would run or
 * smuggle content in a family's browser. Decision AE12 in docs/decisions/admin-events.md.
 */
export const WebUrlSchema = z.url({ protocol: /^https?$/, error: 'Please enter a valid URL' })

/** An uploaded file's key: a random UUID, or its thumbnail (src/server/features/uploads/routes.ts writes both). */
export const UPLOAD_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-thumb)?$/
const UPLOAD_PATH = /^\/objects\/([^/]*)$/

/** The upload key of an `/objects/{key}` path, or null when the value is not one. */
export function uploadKeyOf(value: string): string | null {
  const key = UPLOAD_PATH.exec(value)?.[1]
  return key !== undefined && UPLOAD_KEY.test(key) ? key : null
}

/**
 * A file this site serves: an upload, `/objects/{uuid}` or `/objects/{uuid}-thumb`, or one of the demo's pictures
 * (`/demo/providers/maria-lopez.svg`, listed in demo-pictures.ts). Nothing else: any other path is a page or an API
 * call, and `<img src="/api/logout">` would sign every viewer out. The browser removes dot segments in every spelling
 * before it fetches (`/objects/%2e%2e/api/logout` is `/api/logout`, issue 32), so the value must be one of these
 * shapes exactly, character for character: no `%`, `.` segment, `\`, space or second slash can pass.
 */
export function isSitePath(value: string): boolean {
  return uploadKeyOf(value) !== null || DEMO_PICTURES.has(value)
}

/**
 * A picture the pages can show (banner, provider photo): a file on this site only, since the Content-Security-Policy
 * loads images from the site's own origin (issue 9); one from elsewhere would be saved and never seen (AE12).
 */
export const isPictureRef = isSitePath
export const PICTURE_MESSAGE = 'Upload the picture: only pictures stored on this site can be shown'

/** A file the app serves or links to: a path on this site or an http(s) URL (AE12). */
export const isFileRef = (value: string) => isSitePath(value) || WebUrlSchema.safeParse(value).success

/** A picture or file path saved on an event or provider must be an upload that was stored (checked by the server). */
export const UPLOAD_MISSING_MESSAGE = 'This file was not uploaded here. Upload it again.'
