/** Roles and who counts as staff. No zod here: the shell uses these on every page (decision S12); the schema is in ./auth. */
export const ROLES = ['parent', 'provider', 'admin', 'facilitator', 'support_staff', 'reviewer'] as const
export type Role = (typeof ROLES)[number]

/** Roles that see the Event Management card and unpublished events (spec §6). */
export const STAFF_ROLES: readonly Role[] = ['admin', 'facilitator', 'support_staff', 'reviewer']

export const isStaff = (role: Role | null | undefined) => !!role && STAFF_ROLES.includes(role)
export const isAdmin = (role: Role | null | undefined) => role === 'admin'

/** "Support_staff" reads badly; the shell shows roles capitalised with spaces. */
export function roleLabel(role: Role | null | undefined): string {
  const r = role ?? 'parent'
  return r
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ')
}

/**
 * Where a role's work is: the page a person lands on after signing in when no other page was asked for. Admins get
 * their dashboard (the first link of their sidebar, decision S1), providers My Dashboard, everyone else the home page.
 */
export function homeOf(role: Role | null | undefined): string {
  if (role === 'admin') return '/admin'
  if (role === 'provider') return '/provider/dashboard'
  return '/'
}
