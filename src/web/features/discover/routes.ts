import { lazyPage } from '../../lib/lazy-page'
import type { RouteDef } from '../../lib/route-def'

export const routes: RouteDef[] = [
  { path: '/', component: lazyPage(() => import('./home-page')) },
  { path: '/events', component: lazyPage(() => import('./events-page')) },
  { path: '/events/:id', component: lazyPage(() => import('./event-detail-page')) },
  { path: '/providers', component: lazyPage(() => import('./providers-page')) },
  { path: '/providers/:id', component: lazyPage(() => import('./provider-profile-page')) },
  { path: '/coming-soon', component: lazyPage(() => import('./coming-soon-page')) },
]
