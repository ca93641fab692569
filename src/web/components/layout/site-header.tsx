import { Menu, PanelLeft } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'wouter'
import { isAdmin } from '../../../domain/roles'
import { useAuth } from '../../lib/auth'
import { cn } from '../../lib/utils'
import { Button } from '../ui/button'
import { HeaderLinks } from './header-links'
import { useSidebar } from './sidebar-state'
import { SignInButtons } from './sign-in-buttons'
import { AccountMenu, ViewAsSwitcher } from './signed-in-shell'
import { ThemeToggle } from './theme-toggle'

// Only signed-in users (or admins) need these; public pages never download them.
const MobileMenu = lazy(() => import('./mobile-menu'))

export function SidebarToggle() {
  const { toggle, open } = useSidebar()
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-9"
      aria-label="Toggle sidebar"
      aria-expanded={open}
      title="Toggle sidebar (Ctrl+B)"
      onClick={toggle}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  )
}

export function SiteHeader() {
  const { user, realRole, isLoading } = useAuth()
  const { isMobile, enabled } = useSidebar()
  const [menuOpen, setMenuOpen] = useState(false)
  const [menuLoaded, setMenuLoaded] = useState(false)
  const admin = isAdmin(realRole)
  // Spec: the header's sidebar toggle is an admin widget, beside the desktop sidebar. Below 768 px there is no
  // sidebar: the one menu is "Menu", which lists the sidebar's groups too (issue 26.7, decision D22).
  const showSidebarToggle = enabled && admin && !isMobile
  const sidebarShown = enabled && !isMobile

  return (
    <header className="@container sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="flex h-14 items-center gap-1 px-2 sm:gap-2 sm:px-4">
        {showSidebarToggle && <SidebarToggle />}
        {/* Beside the desktop sidebar the brand is already in the sidebar's own header: this one is only read,
            never a Tab stop with nothing visible to show focus (WCAG 2.4.7). */}
        <Link
          href="/"
          tabIndex={sidebarShown ? -1 : undefined}
          className={cn(
            'mr-1 flex shrink-0 items-baseline gap-2 rounded-md px-1 py-1',
            sidebarShown && 'sr-only',
          )}
        >
          <span className="text-lg font-bold text-primary">Cradle</span>
          <span className="hidden text-xs font-medium text-muted-foreground @6xl:inline">Virtual Events</span>
        </Link>
        {/* Sized by the header's own width (a container query): beside a sidebar the links need more room. */}
        <nav aria-label="Main" className="hidden @3xl:block">
          <HeaderLinks className="flex items-center gap-0.5" />
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {/* A header narrower than 22rem (a small phone, or text zoomed to 200%) keeps the brand and the menu; the
              menu then holds the theme and signing in or out (WCAG 1.4.4, 1.4.10). */}
          <div className="hidden items-center gap-1 @min-[22rem]:flex">
            {admin && (
              <Suspense fallback={null}>
                <ViewAsSwitcher />
              </Suspense>
            )}
            <ThemeToggle />
            {user ? (
              <Suspense fallback={null}>
                <AccountMenu />
              </Suspense>
            ) : (
              !isLoading && <SignInButtons />
            )}
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 @3xl:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuLoaded(true)
              setMenuOpen(true)
            }}
          >
            <Menu aria-hidden="true" />
          </Button>
        </div>
      </div>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </header>
  )
}
