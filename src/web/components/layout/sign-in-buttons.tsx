import { useLocation, useSearch } from 'wouter'
import { loginHref, signupHref } from '../../lib/auth'
import { cn } from '../../lib/utils'
import { Button } from '../ui/button'

/** Full navigations to the server's sign-in/up endpoints, returning to the current page. */
export function SignInButtons({ stacked = false, className }: { stacked?: boolean; className?: string }) {
  const [path] = useLocation()
  const search = useSearch()
  const here = search ? `${path}?${search}` : path
  return (
    <>
      <Button asChild variant={stacked ? 'outline' : 'ghost'} size="sm" className={className}>
        <a href={loginHref(here)}>Sign In</a>
      </Button>
      <Button asChild size="sm" className={cn(!stacked && 'hidden sm:inline-flex', className)}>
        <a href={signupHref(here)}>Sign Up</a>
      </Button>
    </>
  )
}
