import { lazy } from 'react'
import type { RouteDef } from '../../lib/route-def'

export const routes: RouteDef[] = [
  { path: '/', component: lazy(() => import('./home-page')) },
  { path: '/events', component: lazy(() => import('./events-page')) },
  { path: '/events/:id', component: lazy(() => import('./event-detail-page')) },
  { path: '/providers', component: lazy(() => import('./providers-page')) },
  { path: '/providers/:id', component: lazy(() => import('./provider-profile-page')) },
  { path: '/coming-soon', component: lazy(() => import('./coming-soon-page')) },
]
