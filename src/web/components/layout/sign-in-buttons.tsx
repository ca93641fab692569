import { useLocation, useSearch } from 'wouter'
import { safeRedirect } from '../../../domain/safe-redirect'
import { loginHref, signupHref } from '../../lib/auth'
import { cn } from '../../lib/utils'
import { Button } from '../ui/button'

/**
 * Full navigations to the server's sign-in/up endpoints, returning to the current page; on the sign-in and sign-up
 * pages themselves, to the page those were going to return to.
 */
export function SignInButtons({ stacked = false, className }: { stacked?: boolean; className?: string }) {
  const [path] = useLocation()
  const search = useSearch()
  const onAuthPage = path === '/sign-in' || path === '/sign-up'
  const here = onAuthPage
    ? safeRedirect(new URLSearchParams(search).get('redirect'))
    : search
      ? `${path}?${search}`
      : path
  return (
    <>
      {/* In a header too narrow for it (text zoomed on a phone) "Sign In" is in the menu instead. */}
      <Button
        asChild
        variant={stacked ? 'outline' : 'ghost'}
        size="sm"
        className={cn(!stacked && 'hidden @xs:inline-flex', className)}
      >
        <a href={loginHref(here)}>Sign In</a>
      </Button>
      <Button asChild size="sm" className={cn(!stacked && 'hidden sm:inline-flex', className)}>
        <a href={signupHref(here)}>Sign Up</a>
      </Button>
    </>
  )
}
