// No zod here: the shell's Sign In buttons use it on every page's first load (decision S12).
import { homeOf, type Role } from './roles'

const SAME_SITE = 'http://cradle.invalid'

/**
 * Only same-site paths are accepted as a place to return to after sign-in (no open redirect). Browsers drop tabs
 * and newlines from a URL and read a backslash as a slash, so "/\t/evil.example" would leave the site: such
 * characters are refused outright, and what is left must resolve to this site.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (!target?.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(target)) return fallback
  let url: URL
  try {
    url = new URL(target, SAME_SITE)
  } catch {
    return fallback
  }
  return url.origin === SAME_SITE ? url.pathname + url.search + url.hash : fallback
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
