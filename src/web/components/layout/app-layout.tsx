import * as React from 'react'
import { useLocation } from 'wouter'
import { trackPageView } from '../../lib/analytics'
import { useAuth } from '../../lib/auth'
import { BugReportButton } from './bug-report-button'
import { SidebarProvider } from './sidebar-state'
import { AppSidebar } from './signed-in-shell'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SkipLink } from './skip-link'

/**
 * The app shell (spec §2). The tree keeps one shape whether or not someone is signed in, so the
 * page below never remounts when the session arrives.
 */
export function AppLayout({ children }: { children: React.ReactNode }) {
  const { isAuthenticated } = useAuth()
  const [path] = useLocation()

  React.useEffect(() => {
    trackPageView(path)
  }, [path])

  return (
    <SidebarProvider enabled={isAuthenticated}>
      <SkipLink />
      <div className="flex min-h-svh w-full">
        {isAuthenticated && (
          <React.Suspense fallback={null}>
            <AppSidebar />
          </React.Suspense>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <SiteHeader />
          {/* At least a screen tall: the footer starts below the fold, so it does not jump down as the page loads (CLS).
              The bottom padding lets a page's last controls (Save Changes, Pay) scroll clear of the bug-report button. */}
          <main id="main" tabIndex={-1} className="min-h-svh flex-1 pb-16 outline-none sm:pb-20">
            {children}
          </main>
          <SiteFooter />
        </div>
      </div>
      <BugReportButton />
    </SidebarProvider>
  )
}
