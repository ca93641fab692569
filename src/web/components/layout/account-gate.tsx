import type { ReactNode } from 'react'
import { Redirect, useLocation } from 'wouter'
import { useAuth } from '../../lib/auth'
import { usePublicConfig } from '../../lib/public-config'

/** Pages anyone may read before answering what the gate asks: what they are agreeing to. */
const ALWAYS_OPEN = new Set(['/privacy', '/terms'])

/**
 * What a signed-in account must do before anything else (issue 33): an account made through OpenID Connect answers
 * the age question; with ADMIN_MFA=required an administrator turns on two-step sign-in in Settings. The server
 * refuses the same things on its own (app.ts, auth/guard.ts); this only sends the person where they can act.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const [path] = useLocation()
  const adminMfaRequired = usePublicConfig().data?.adminMfaRequired === true
  if (!user || ALWAYS_OPEN.has(path)) return <>{children}</>
  if (user.ageConfirmationNeeded && path !== '/confirm-age')
    return <Redirect to={`/confirm-age?redirect=${encodeURIComponent(path)}`} replace />
  if (adminMfaRequired && user.role === 'admin' && !user.mfaEnabled && path !== '/settings')
    return <Redirect to="/settings" replace />
  return <>{children}</>
}
