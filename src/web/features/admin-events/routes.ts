import { lazy } from 'react'
import type { RouteDef } from '../../lib/route-def'

// Admin screens are lazy: parents and visitors never download the form, uploads or exports.
export const routes: RouteDef[] = [
  { path: '/events/create', component: lazy(() => import('./event-form-page')) },
  { path: '/events/:id/attendees', component: lazy(() => import('./attendees-page')) },
]
