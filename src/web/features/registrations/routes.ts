import { lazyPage } from '../../lib/lazy-page'
import type { RouteDef } from '../../lib/route-def'
import { captureArrivalTracking } from './tracking'

// Runs once when the app loads: the arrival's utm parameters and referrer are kept for the registration.
captureArrivalTracking()

export const routes: RouteDef[] = [
  { path: '/events/:id/register', component: lazyPage(() => import('./register-page')) },
  { path: '/my-events', component: lazyPage(() => import('./my-events-page')) },
]
