import { z } from 'zod'

/**
 * The links the app stores and renders as `href`/`src`. Only http(s): `javascript:` or `data:` would run or
 * smuggle content in a family's browser. Decision AE12 in docs/decisions/admin-events.md.
 */
export const WebUrlSchema = z.url({ protocol: /^https?$/, error: 'Please enter a valid URL' })

/** Any space or control character: browsers drop tabs and newlines inside URLs, so "/\t/x" means "//x". */
const BLANK_OR_CONTROL = /[\s\p{Cc}]/u

/**
 * A path on this site, such as `/objects/{key}` (uploads) or `/demo/providers/x.svg` (the demo's own
 * images). Protocol-relative `//host` and `/\host` (which browsers read as `//host`) point elsewhere.
 */
export function isSitePath(value: string): boolean {
  return (
    value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') && !BLANK_OR_CONTROL.test(value)
  )
}

/** A file the app serves or links to: a path on this site or an http(s) URL (AE12). */
export const isFileRef = (value: string) => isSitePath(value) || WebUrlSchema.safeParse(value).success
