import { lazyPage } from '../../lib/lazy-page'
import type { RouteDef } from '../../lib/route-def'

// After the session (issue 30): provider and family pages, lazily loaded so public pages never download them.
export const routes: RouteDef[] = [
  {
    path: '/provider/events/:id/attendees',
    component: lazyPage(() => import('./session-attendees-page')),
    signedInOnly: true,
  },
  {
    path: '/provider/events/:id/message',
    component: lazyPage(() => import('./message-page')),
    signedInOnly: true,
  },
  { path: '/feedback/:id', component: lazyPage(() => import('./feedback-page')), signedInOnly: true },
  { path: '/review/:id', component: lazyPage(() => import('./review-page')), signedInOnly: true },
  { path: '/admin/reviews', component: lazyPage(() => import('./admin-reviews-page')), signedInOnly: true },
  // Public: anyone with a certificate's code may check it.
  { path: '/certificates/:code', component: lazyPage(() => import('./certificate-check-page')) },
]
