import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { AccountGate } from './components/layout/account-gate'
import { AppLayout } from './components/layout/app-layout'
import { PageErrorBoundary } from './components/layout/page-error-boundary'
import { PageSkeleton } from './components/layout/page-skeleton'
import { SignedInOnly } from './components/layout/signed-in-only'
import NotFoundPage from './features/not-found/not-found-page'
import { queryClient } from './lib/query-client'
import { useAfterLoad } from './lib/use-after-load'
import { useScrollToTop } from './lib/use-scroll-to-top'
import { appRoutes } from './routes'

// Radix Toast is not needed to paint a page: it loads once the page has loaded (toasts raised before
// then wait in the store and show when it mounts).
const Toaster = lazy(() => import('./components/ui/toaster'))

export function App() {
  const loaded = useAfterLoad()
  const [path] = useLocation()
  useScrollToTop(path)
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout>
        <PageErrorBoundary key={path}>
          <Suspense fallback={<PageSkeleton />}>
            <AccountGate>
              <Switch>
                {appRoutes.map((r) =>
                  r.signedInOnly ? (
                    <Route key={r.path} path={r.path}>
                      {(params) => (
                        <SignedInOnly>
                          <r.component params={params} />
                        </SignedInOnly>
                      )}
                    </Route>
                  ) : (
                    <Route key={r.path} path={r.path} component={r.component} />
                  ),
                )}
                <Route component={NotFoundPage} />
              </Switch>
            </AccountGate>
          </Suspense>
        </PageErrorBoundary>
      </AppLayout>
      {loaded && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  )
}
