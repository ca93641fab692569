import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { User } from '../../domain/auth'
import { ROLES, type Role } from '../../domain/roles'
import { getQueryFn } from './api'

export const authKeys = { user: ['/api/auth/user'] as const }

/** The element the server's HTML carries the session's user in (src/server/spa-shell.ts). */
const SESSION_ELEMENT_ID = 'cradle-session'

/** A JSON value the server's HTML carries in an inert script element; undefined when it carries none. */
export function readEmbeddedJson(id: string, doc: Document = document): unknown {
  const text = doc.getElementById(id)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * The session's user as the page's HTML carried it: null signed out, undefined when the HTML did not say (the
 * Vite dev server's page), so the client asks GET /api/auth/user as before. Read once, before the first render.
 */
export function readEmbeddedSession(doc: Document = document): User | null | undefined {
  // The server wrote it with UserSchema; zod stays out of the first load (vite.config.ts), so only its shape is
  // checked here.
  const parsed = readEmbeddedJson(SESSION_ELEMENT_ID, doc)
  if (parsed === null) return null
  const user = parsed as Partial<User> | undefined
  return typeof user?.id === 'string' && ROLES.some((r) => r === user.role) ? (user as User) : undefined
}

/** The signed-in user, or null when signed out (a 401 is not an error here). */
export function useAuth() {
  const { data, isLoading } = useQuery<User | null>({
    queryKey: authKeys.user,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  })
  const user = data ?? null
  const viewAs = useViewAsRole()
  // "View As" changes what the interface shows, never what the server allows.
  const role: Role | null = user ? (user.role === 'admin' && viewAs ? viewAs : user.role) : null
  return { user, realRole: user?.role ?? null, role, isLoading, isAuthenticated: !!user }
}

const VIEW_AS_KEY = 'viewAsRole'
const viewAsListeners = new Set<() => void>()

function readViewAs(): Role | null {
  try {
    const stored = localStorage.getItem(VIEW_AS_KEY)
    return ROLES.find((r) => r === stored) ?? null
  } catch {
    return null
  }
}

export function setViewAsRole(role: Role | null) {
  try {
    if (role) localStorage.setItem(VIEW_AS_KEY, role)
    else localStorage.removeItem(VIEW_AS_KEY)
  } catch {
    // storage unavailable (private mode): the choice lasts until reload
  }
  for (const l of viewAsListeners) l()
}

export function useViewAsRole(): Role | null {
  return useSyncExternalStore(
    (cb) => {
      viewAsListeners.add(cb)
      return () => viewAsListeners.delete(cb)
    },
    readViewAs,
    () => null,
  )
}

/** Where the sign-in page should send the visitor back to. */
export const loginHref = (redirect = window.location.pathname + window.location.search) =>
  `/api/login?redirect=${encodeURIComponent(redirect)}`
export const signupHref = (redirect = window.location.pathname + window.location.search) =>
  `/api/signup?redirect=${encodeURIComponent(redirect)}`
