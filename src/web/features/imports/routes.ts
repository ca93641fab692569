import { lazyPage } from '../../lib/lazy-page'
import type { RouteDef } from '../../lib/route-def'

export const routes: RouteDef[] = [
  { path: '/admin/ai-import', component: lazyPage(() => import('./ai-import-page')), signedInOnly: true },
  {
    path: '/admin/import-classes',
    component: lazyPage(() => import('./import-classes-page')),
    signedInOnly: true,
  },
]
