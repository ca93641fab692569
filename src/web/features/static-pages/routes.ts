import { lazy } from 'react'
import type { RouteDef } from '../../lib/route-def'

export const routes: RouteDef[] = [
  { path: '/privacy', component: lazy(() => import('./privacy-page')) },
  { path: '/terms', component: lazy(() => import('./terms-page')) },
  { path: '/accessibility', component: lazy(() => import('./accessibility-page')) },
  { path: '/user-guide', component: lazy(() => import('./user-guide-page')) },
]
