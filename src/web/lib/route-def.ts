import type { ComponentType } from 'react'
import type { LazyPage } from './lazy-page'

/** One screen of the SPA. Each feature lists its own; routes.tsx puts them together. */
export interface RouteDef {
  path: string
  // biome-ignore lint/suspicious/noExplicitAny: route components take wouter's params or nothing
  component: LazyPage | ComponentType<any>
  /** Staff and provider screens: a signed-out visitor is sent to sign in and back (SignedInOnly). */
  signedInOnly?: true
}
