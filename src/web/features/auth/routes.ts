import { lazyPage } from '../../lib/lazy-page'
import type { RouteDef } from '../../lib/route-def'

export const routes: RouteDef[] = [
  { path: '/sign-in', component: lazyPage(() => import('./sign-in-page')) },
  { path: '/sign-up', component: lazyPage(() => import('./sign-up-page')) },
]
