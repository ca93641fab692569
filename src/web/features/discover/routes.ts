import { lazy } from 'react'
import type { RouteDef } from '../../lib/route-def'

export const routes: RouteDef[] = [{ path: '/', component: lazy(() => import('./home-page')) }]
