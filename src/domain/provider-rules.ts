/** Providers' display limits and rules, without zod (see ./event-rules); the schemas are in ./providers. */

/** Spec §9: a profile shows up to 3 upcoming events; a directory card up to 3 specialties and credentials. */
export const PROFILE_UPCOMING_LIMIT = 3
export const CARD_SPECIALTIES_LIMIT = 3
export const CARD_CREDENTIALS_LIMIT = 3

export const providerFullName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim()

/** Directory search: name, specialty or title, case-insensitive. */
export function providerMatches(
  p: { firstName: string; lastName: string; title: string; specialties: readonly string[] },
  query: string,
): boolean {
  const q = query.trim().toLowerCase()
  if (!q) return true
  const haystack = [providerFullName(p), p.title, ...p.specialties].join('\n').toLowerCase()
  return haystack.includes(q)
}
