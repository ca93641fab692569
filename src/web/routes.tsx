import { parse } from 'regexparam'
import { matchRoute } from 'wouter'
import { routes as account } from './features/account/routes'
import { routes as adminEvents } from './features/admin-events/routes'
import { routes as auth } from './features/auth/routes'
import { routes as community } from './features/community/routes'
import { routes as discover } from './features/discover/routes'
import { routes as imports } from './features/imports/routes'
import { routes as outbox } from './features/outbox/routes'
import { routes as registrations } from './features/registrations/routes'
import { routes as sessions } from './features/sessions/routes'
import { routes as staticPages } from './features/static-pages/routes'
import type { RouteDef } from './lib/route-def'

/** Static paths come before parameterised ones (`/events/create` before `/events/:id`). */
const byPathSpecificity = (a: RouteDef, b: RouteDef) =>
  Number(a.path.includes(':')) - Number(b.path.includes(':'))

export const appRoutes: RouteDef[] = [
  ...auth,
  ...staticPages,
  ...adminEvents,
  ...registrations,
  ...discover,
  ...account,
  ...community,
  ...imports,
  ...outbox,
  ...sessions,
].sort(byPathSpecificity)

/**
 * Starts loading the chunk of the page that `path` opens, the route `<Switch>` would pick (same order, same
 * matcher as wouter's default router). Resolves when it has arrived, or at once for a page in the shell.
 */
export function preloadPage(path: string): Promise<unknown> {
  const route = appRoutes.find((r) => matchRoute(parse, r.path, path)[0])
  return route && 'preload' in route.component ? route.component.preload() : Promise.resolve()
}
