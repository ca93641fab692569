import { lazyPage } from '../../lib/lazy-page'

// The signed-in frame's parts, in chunks of their own: signed-out visitors never download them. A signed-in visit
// names them in its HTML (src/server/spa-shell.ts) and main.tsx waits for them, so the first paint already has the
// sidebar and the account menu and nothing moves when they arrive (issue 26.5).
export const AppSidebar = lazyPage(() => import('./app-sidebar'))
export const AccountMenu = lazyPage(() => import('./account-menu'))
export const ViewAsSwitcher = lazyPage(() => import('./view-as-switcher'))

/** Loads the parts the first render of this user's frame draws; resolves when they have arrived. */
export function preloadSignedInShell(role: string | null): Promise<unknown> {
  if (!role) return Promise.resolve()
  return Promise.all([
    AppSidebar.preload(),
    AccountMenu.preload(),
    role === 'admin' && ViewAsSwitcher.preload(),
  ])
}
