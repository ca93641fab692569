import { lazyPage } from '../../lib/lazy-page'
import type { RouteDef } from '../../lib/route-def'

export const routes: RouteDef[] = [
  { path: '/sign-in', component: lazyPage(() => import('./sign-in-page')) },
  { path: '/sign-up', component: lazyPage(() => import('./sign-up-page')) },
  { path: '/forgot-password', component: lazyPage(() => import('./forgot-password-page')) },
  { path: '/reset-password', component: lazyPage(() => import('./reset-password-page')) },
  { path: '/confirm-age', component: lazyPage(() => import('./confirm-age-page')), signedInOnly: true },
  { path: '/verify-email', component: lazyPage(() => import('./verify-email-page')) },
]
