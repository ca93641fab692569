import { QueryClientProvider } from '@tanstack/react-query'
import { Suspense } from 'react'
import { Route, Switch } from 'wouter'
import { AppLayout } from './components/layout/app-layout'
import { PageSkeleton } from './components/layout/page-skeleton'
import { Toaster } from './components/ui/toaster'
import { TooltipProvider } from './components/ui/tooltip'
import NotFoundPage from './features/not-found/not-found-page'
import { queryClient } from './lib/query-client'
import { appRoutes } from './routes'

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <AppLayout>
          <Suspense fallback={<PageSkeleton />}>
            <Switch>
              {appRoutes.map((r) => (
                <Route key={r.path} path={r.path} component={r.component} />
              ))}
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </AppLayout>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  )
}
