import { type ReactNode, useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { loginHref, useAuth } from '../../lib/auth'
import { PageSkeleton } from './page-skeleton'

/**
 * A screen that only means something to a signed-in role (admin and provider screens): a signed-out visitor is sent
 * to sign in and back here afterwards, rather than shown "Access Denied" for a page they may well be allowed. The
 * page is not rendered until someone is signed in, so it asks the server for nothing it would refuse (decision
 * S23). A signed-in role the page is not for gets the page's own answer (Access Denied, or the spec's redirect).
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth()
  const [path] = useLocation()
  const search = useSearch()
  const signedOut = !isLoading && !isAuthenticated
  useEffect(() => {
    // replace: Back from the sign-in page goes to where the visitor came from, not to this page again.
    if (signedOut) window.location.replace(loginHref(search ? `${path}?${search}` : path))
  }, [signedOut, path, search])
  if (!isAuthenticated) return <PageSkeleton />
  return <>{children}</>
}
