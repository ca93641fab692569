import { lazy } from 'react'
import type { RouteDef } from '../../lib/route-def'

// Admin and provider pages are lazily loaded: public pages never download them.
export const routes: RouteDef[] = [
  { path: '/proposals', component: lazy(() => import('./proposals-inbox-page')) },
  { path: '/provider/dashboard', component: lazy(() => import('./provider-dashboard-page')) },
  { path: '/provider/proposals', component: lazy(() => import('./my-proposals-page')) },
  { path: '/admin', component: lazy(() => import('./admin-dashboard-page')) },
  { path: '/admin/providers', component: lazy(() => import('./admin-providers-page')) },
  { path: '/admin/users', component: lazy(() => import('./admin-users-page')) },
  { path: '/admin/audit', component: lazy(() => import('./audit-page')) },
]
