import type { ComponentType, LazyExoticComponent } from 'react'

/** One screen of the SPA. Each feature lists its own; routes.tsx puts them together. */
export interface RouteDef {
  path: string
  // biome-ignore lint/suspicious/noExplicitAny: route components take wouter's params or nothing
  component: LazyExoticComponent<ComponentType<any>> | ComponentType<any>
}
