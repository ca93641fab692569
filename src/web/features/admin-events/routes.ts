import { lazyPage } from '../../lib/lazy-page'
import type { RouteDef } from '../../lib/route-def'

const EventFormPage = lazyPage(() => import('./event-form-page'))

// Admin screens are lazy: parents and visitors never download the form, uploads (Uppy) or exports.
// `/events/:id/edit` has one more segment than the public `/events/:id`, so the two never match the same path.
export const routes: RouteDef[] = [
  { path: '/events/create', component: EventFormPage, signedInOnly: true },
  { path: '/events/:id/edit', component: EventFormPage, signedInOnly: true },
  {
    path: '/events/:id/attendees',
    component: lazyPage(() => import('./attendees-page')),
    signedInOnly: true,
  },
]
