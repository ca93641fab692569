import type { RouteDef } from '../../lib/route-def'

export const routes: RouteDef[] = []
