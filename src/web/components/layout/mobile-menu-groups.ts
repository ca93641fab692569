import type { Role } from '../../../domain/roles'
import { navGroupsFor } from './nav-groups'

export interface MenuLink {
  href: string
  label: string
}
export interface MenuGroup {
  label: string
  links: MenuLink[]
}

export const NOTIFICATION_PREFERENCES: MenuLink = {
  href: '/notifications',
  label: 'Notification Preferences',
}

/**
 * The phone's main menu for a signed-in role, so one menu reaches every main destination: the sidebar's groups
 * (which the sheet behind the sidebar toggle also shows), then the header's pages the sidebar lacks (Coming Soon),
 * then Account with Notification Preferences (otherwise only in the account menu). Each page is listed once.
 */
export function mobileMenuGroups(role: Role, headerLinks: readonly MenuLink[]): MenuGroup[] {
  const groups = navGroupsFor(role).map((g) => ({
    label: g.label,
    links: g.items.map(({ href, label }) => ({ href, label })),
  }))
  const listed = new Set(groups.flatMap((g) => g.links.map((l) => l.href)))
  const unlisted = (links: readonly MenuLink[]) => links.filter((l) => !listed.has(l.href))
  const account = groups.find((g) => g.label === 'Account')
  const rest = groups.filter((g) => g !== account)
  const explore = unlisted(headerLinks)
  return [
    ...rest,
    ...(explore.length ? [{ label: 'Explore', links: [...explore] }] : []),
    {
      label: 'Account',
      links: [...(account?.links ?? []), ...unlisted([NOTIFICATION_PREFERENCES])],
    },
  ]
}

/** The one link the path belongs to: the longest matching href wins (/events/create over /events), as in the sidebar. */
export function activeMenuHref(groups: MenuGroup[], path: string): string | null {
  let best: string | null = null
  for (const { href } of groups.flatMap((g) => g.links)) {
    const matches = href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)
    if (matches && (!best || href.length > best.length)) best = href
  }
  return best
}
