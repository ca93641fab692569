import { lazy } from 'react'
import type { RouteDef } from '../../lib/route-def'
import { captureArrivalTracking } from './tracking'

// Runs once when the app loads: the arrival's utm parameters and referrer are kept for the registration.
captureArrivalTracking()

export const routes: RouteDef[] = [
  { path: '/events/:id/register', component: lazy(() => import('./register-page')) },
  { path: '/my-events', component: lazy(() => import('./my-events-page')) },
]
