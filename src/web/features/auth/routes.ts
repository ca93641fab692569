import { lazy } from 'react'
import type { RouteDef } from '../../lib/route-def'

export const routes: RouteDef[] = [
  { path: '/sign-in', component: lazy(() => import('./sign-in-page')) },
  { path: '/sign-up', component: lazy(() => import('./sign-up-page')) },
]
