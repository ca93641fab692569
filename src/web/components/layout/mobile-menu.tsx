import { LogOut } from 'lucide-react'
import { useRef } from 'react'
import { Link, useLocation } from 'wouter'
import { trackEvent } from '../../lib/analytics'
import { setViewAsRole, useAuth } from '../../lib/auth'
import { usePublicConfig } from '../../lib/public-config'
import { cn } from '../../lib/utils'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet'
import { HEADER_LINKS, HeaderLinks, ProviderPortalLink } from './header-links'
import { activeMenuHref, type MenuGroup, mobileMenuGroups } from './mobile-menu-groups'
import { SignInButtons } from './sign-in-buttons'
import { ThemeToggle } from './theme-toggle'

const linkClass =
  'flex min-h-10 items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-foreground/80 hover:bg-muted hover:text-foreground'

/** Signed in, the menu lists every page of the role, grouped as in the sidebar (one menu on a phone). */
function SignedInLinks({ groups, onNavigate }: { groups: MenuGroup[]; onNavigate: () => void }) {
  const [path] = useLocation()
  const portal = usePublicConfig().data?.links.providerPortalUrl
  const active = activeMenuHref(groups, path)
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => {
        const id = `mobile-menu-${group.label.toLowerCase().replace(/\W+/g, '-')}`
        return (
          <section key={group.label} aria-labelledby={id}>
            <h3
              id={id}
              className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
            >
              {group.label}
            </h3>
            <ul className="flex flex-col gap-0.5">
              {group.links.map((l) => (
                <li key={l.href}>
                  <Link
                    href={l.href}
                    onClick={onNavigate}
                    aria-current={l.href === active ? 'page' : undefined}
                    className={cn(linkClass, l.href === active && 'bg-muted font-semibold text-primary')}
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
              {group.label === 'Explore' && portal && (
                <li>
                  <ProviderPortalLink href={portal} className={linkClass} onClick={onNavigate} />
                </li>
              )}
            </ul>
          </section>
        )
      })}
    </div>
  )
}

/** The phone's main menu below 768 px (lazy: loaded on the first tap of the menu button). */
export default function MobileMenu({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (o: boolean) => void
}) {
  const { isAuthenticated, role } = useAuth()
  const navigated = useRef(false)
  // Choosing a page closes the menu onto that page: focus goes to its main content, as after a link anywhere else,
  // not back to "Open menu" (WCAG 2.4.3). Escape or a tap outside gives it back to the menu button.
  const close = () => {
    navigated.current = true
    onOpenChange(false)
  }
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="w-[18rem] overflow-y-auto p-4 pt-12"
        onOpenAutoFocus={() => {
          navigated.current = false
        }}
        onCloseAutoFocus={(e) => {
          if (!navigated.current) return
          e.preventDefault()
          document.getElementById('main')?.focus({ preventScroll: true })
        }}
      >
        <SheetTitle className="px-3 text-base font-semibold">Menu</SheetTitle>
        <SheetDescription className="sr-only">
          {isAuthenticated ? 'Your pages' : 'Site pages'}
        </SheetDescription>
        <nav aria-label="Mobile" className="mt-2">
          {isAuthenticated ? (
            <SignedInLinks groups={mobileMenuGroups(role ?? 'parent', HEADER_LINKS)} onNavigate={close} />
          ) : (
            <HeaderLinks className="flex flex-col gap-1" onNavigate={close} />
          )}
        </nav>
        {/* What a narrow header leaves out (a small phone, or text zoomed): the theme, signing in or out. */}
        <div className="mt-4 flex flex-col gap-2 border-t pt-4">
          <ThemeToggle labelled />
          {isAuthenticated ? (
            <a
              href="/api/logout"
              className={linkClass}
              onClick={() => {
                // The next person on this browser must not inherit an admin's preview role.
                setViewAsRole(null)
                trackEvent('sign_out')
              }}
            >
              <LogOut aria-hidden="true" className="size-4" />
              Sign Out
            </a>
          ) : (
            <SignInButtons stacked />
          )}
        </div>
      </SheetContent>
    </Sheet>
  )
}
