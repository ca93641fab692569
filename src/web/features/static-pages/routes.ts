import { lazyPage } from '../../lib/lazy-page'
import type { RouteDef } from '../../lib/route-def'

export const routes: RouteDef[] = [
  { path: '/privacy', component: lazyPage(() => import('./privacy-page')) },
  { path: '/terms', component: lazyPage(() => import('./terms-page')) },
  { path: '/accessibility', component: lazyPage(() => import('./accessibility-page')) },
  { path: '/user-guide', component: lazyPage(() => import('./user-guide-page')) },
]
