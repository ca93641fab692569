import { lazy } from 'react'
import type { RouteDef } from '../../lib/route-def'

export const routes: RouteDef[] = [
  { path: '/admin/ai-import', component: lazy(() => import('./ai-import-page')) },
  { path: '/admin/import-classes', component: lazy(() => import('./import-classes-page')) },
]
