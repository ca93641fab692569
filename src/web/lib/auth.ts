import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { User } from '../../domain/auth'
import { ROLES, type Role } from '../../domain/roles'
import { getQueryFn } from './api'

export const authKeys = { user: ['/api/auth/user'] as const }

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
