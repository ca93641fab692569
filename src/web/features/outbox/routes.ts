import { lazy } from 'react'
import type { RouteDef } from '../../lib/route-def'

export const routes: RouteDef[] = [
  { path: '/admin/outbox', component: lazy(() => import('./outbox-page')) },
  { path: '/admin/outbox/:id', component: lazy(() => import('./message-page')) },
]
