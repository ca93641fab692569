import { lazyPage } from '../../lib/lazy-page'
import type { RouteDef } from '../../lib/route-def'

export const routes: RouteDef[] = [
  { path: '/notifications', component: lazyPage(() => import('./notifications-page')) },
  { path: '/settings', component: lazyPage(() => import('./settings-page')) },
  { path: '/profile', component: lazyPage(() => import('./profile-page')) },
]
