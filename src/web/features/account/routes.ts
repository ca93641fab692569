import { lazy } from 'react'
import type { RouteDef } from '../../lib/route-def'

export const routes: RouteDef[] = [
  { path: '/notifications', component: lazy(() => import('./notifications-page')) },
  { path: '/settings', component: lazy(() => import('./settings-page')) },
  { path: '/profile', component: lazy(() => import('./profile-page')) },
]
