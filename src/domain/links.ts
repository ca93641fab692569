import { z } from 'zod'

/**
 * The links the app stores and renders as `href`/`src`. Only http(s): `javascript:` or `data:` would run or
 * smuggle content in a family's browser. Decision AE12 in docs/decisions/admin-events.md.
 */
export const WebUrlSchema = z.url({ protocol: /^https?$/, error: 'Please enter a valid URL' })

/** Any space or control character: browsers drop tabs and newlines inside URLs, so "/\t/x" means "//x". */
const BLANK_OR_CONTROL = /[\s\p{Cc}]/u

/** Where the site serves files from: uploads and the demo's own images. */
const SITE_FILE_PREFIXES = ['/objects/', '/demo/'] as const

/**
 * A file this site serves: `/objects/{key}` (uploads) or `/demo/providers/x.svg` (the demo's images). Any other path
 * is a page or an API call (`<img src="/api/logout">` would sign every viewer out), and protocol-relative `//host`
 * or `/\host` (which browsers read as `//host`) point elsewhere.
 */
export function isSitePath(value: string): boolean {
  return (
    SITE_FILE_PREFIXES.some((prefix) => value.startsWith(prefix)) &&
    !value.includes('\\') &&
    !value.includes('..') &&
    !BLANK_OR_CONTROL.test(value)
  )
}

/**
 * A picture the pages can show (banner, provider photo): a file on this site only, since the Content-Security-Policy
 * loads images from the site's own origin (issue 9); one from elsewhere would be saved and never seen (AE12).
 */
export const isPictureRef = isSitePath
export const PICTURE_MESSAGE = 'Upload the picture: only pictures stored on this site can be shown'

/** A file the app serves or links to: a path on this site or an http(s) URL (AE12). */
export const isFileRef = (value: string) => isSitePath(value) || WebUrlSchema.safeParse(value).success
