import { lazyPage } from '../../lib/lazy-page'
import type { RouteDef } from '../../lib/route-def'

// Admin and provider pages are lazily loaded: public pages never download them.
export const routes: RouteDef[] = [
  { path: '/proposals', component: lazyPage(() => import('./proposals-inbox-page')) },
  { path: '/provider/dashboard', component: lazyPage(() => import('./provider-dashboard-page')) },
  { path: '/provider/proposals', component: lazyPage(() => import('./my-proposals-page')) },
  { path: '/admin', component: lazyPage(() => import('./admin-dashboard-page')) },
  { path: '/admin/providers', component: lazyPage(() => import('./admin-providers-page')) },
  { path: '/admin/users', component: lazyPage(() => import('./admin-users-page')) },
  { path: '/admin/audit', component: lazyPage(() => import('./audit-page')) },
]
