import { lazyPage } from '../../lib/lazy-page'
import type { RouteDef } from '../../lib/route-def'

export const routes: RouteDef[] = [
  { path: '/admin/outbox', component: lazyPage(() => import('./outbox-page')), signedInOnly: true },
  { path: '/admin/outbox/:id', component: lazyPage(() => import('./message-page')), signedInOnly: true },
]
