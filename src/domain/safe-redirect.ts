// No zod here: the shell's Sign In buttons use it on every page's first load (decision S12).
import { homeOf, type Role } from './roles'

const SAME_SITE = 'http://cradle.invalid'

/** The path, query and fragment a browser would go to from `target` on this site; null when it would leave it. */
function resolveHere(target: string): string | null {
  try {
    const url = new URL(target, SAME_SITE)
    return url.origin === SAME_SITE ? url.pathname + url.search + url.hash : null
  } catch {
    return null
  }
}

/** API addresses are not pages: a return to /api/logout after signing in would sign the visitor out again. */
const API_PATH = /^\/api(?:[/?#]|$)/i

/**
 * Only same-site pages are accepted as a place to return to after sign-in (no open redirect). Browsers drop tabs
 * and newlines from a URL and read a backslash as a slash, so "/\t/evil.example" would leave the site: such
 * characters are refused outright. The URL parser removes dot segments in every spelling ("/./", "/%2e%2E/"), so
 * "/.//evil.example" becomes "//evil.example", another host: the normalised answer must itself be a path that
 * stays on this site when read again (issue 32).
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (!target?.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(target)) return fallback
  const path = resolveHere(target)
  if (path === null || path.startsWith('//') || API_PATH.test(path)) return fallback
  return resolveHere(path) === path ? path : fallback
}

/**
 * Where sign-in leads: the page the person was sent from (a safe same-site path), else where their role's work is.
 * The home page counts as no page in particular: it is where the header's Sign In starts from, and where a
 * visitor lands who had nowhere else to be.
 */
export function afterSignIn(redirect: string | null | undefined, role: Role | null | undefined): string {
  const target = safeRedirect(redirect, '')
  return target && target !== '/' ? target : homeOf(role)
}
