import { lazyPage } from '../../lib/lazy-page'
import type { RouteDef } from '../../lib/route-def'

// Admin and provider pages are lazily loaded: public pages never download them.
export const routes: RouteDef[] = [
  { path: '/proposals', component: lazyPage(() => import('./proposals-inbox-page')), signedInOnly: true },
  {
    path: '/provider/dashboard',
    component: lazyPage(() => import('./provider-dashboard-page')),
    signedInOnly: true,
  },
  {
    path: '/provider/proposals',
    component: lazyPage(() => import('./my-proposals-page')),
    signedInOnly: true,
  },
  { path: '/admin', component: lazyPage(() => import('./admin-dashboard-page')), signedInOnly: true },
  {
    path: '/admin/providers',
    component: lazyPage(() => import('./admin-providers-page')),
    signedInOnly: true,
  },
  { path: '/admin/users', component: lazyPage(() => import('./admin-users-page')), signedInOnly: true },
  { path: '/admin/audit', component: lazyPage(() => import('./audit-page')), signedInOnly: true },
]
