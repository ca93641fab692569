import {
  BookOpen,
  CalendarDays,
  CalendarPlus,
  ClipboardList,
  History,
  House,
  Inbox,
  LayoutDashboard,
  Lightbulb,
  type LucideIcon,
  Mail,
  Search,
  Settings,
  Sparkles,
  Star,
  Stethoscope,
  User,
  UserCog,
  Users,
} from 'lucide-react'
import type { Role } from '../../../domain/roles'

export interface NavItem {
  href: string
  label: string
  icon: LucideIcon
  /** A short tag shown beside the label (spec: Bulk Import "AI"). */
  badge?: string
  /** A second line under the label (spec: Class Import "Coming Soon Ideas"). */
  hint?: string
}
export interface NavGroup {
  label: string
  items: NavItem[]
}

const home: NavItem = { href: '/', label: 'Home', icon: House }
const browseEvents: NavItem = { href: '/events', label: 'Browse Events', icon: Search }
const providerDirectory: NavItem = { href: '/providers', label: 'Provider Directory', icon: Stethoscope }
const myEvents: NavItem = { href: '/my-events', label: 'My Events', icon: CalendarDays }
const userGuide: NavItem = { href: '/user-guide', label: 'User Guide', icon: BookOpen }

const ACCOUNT: NavGroup = {
  label: 'Account',
  items: [
    { href: '/profile', label: 'My Profile', icon: User },
    { href: '/settings', label: 'Settings', icon: Settings },
  ],
}

const PARENT: NavGroup[] = [{ label: 'Navigation', items: [home, myEvents, browseEvents, providerDirectory] }]

const PROVIDER: NavGroup[] = [
  {
    label: 'Navigation',
    items: [
      home,
      { href: '/provider/dashboard', label: 'My Dashboard', icon: LayoutDashboard },
      { href: '/provider/proposals', label: 'My Proposals', icon: ClipboardList },
      browseEvents,
      providerDirectory,
    ],
  },
]

const ADMIN: NavGroup[] = [
  // Not in the spec's groups, but the admin dashboard (/admin) is otherwise unreachable (docs/decisions/shell.md).
  // Outbox and Audit Log are ours too: admins must see failed messages and who changed what.
  {
    label: 'Overview',
    items: [
      { href: '/admin', label: 'Dashboard', icon: LayoutDashboard },
      { href: '/admin/outbox', label: 'Outbox', icon: Mail },
      { href: '/admin/audit', label: 'Audit Log', icon: History },
      { href: '/admin/reviews', label: 'Reviews', icon: Star },
    ],
  },
  {
    label: 'Event Management',
    items: [
      { href: '/events/create', label: 'Create Event', icon: CalendarPlus },
      { href: '/events', label: 'Manage Events', icon: CalendarDays },
      { href: '/proposals', label: 'Proposals Inbox', icon: Inbox },
    ],
  },
  {
    label: 'User Management',
    items: [
      { href: '/admin/providers', label: 'Manage Providers', icon: UserCog },
      { href: '/admin/users', label: 'Manage Users', icon: Users },
    ],
  },
  {
    label: 'AI Tools',
    items: [
      { href: '/admin/ai-import', label: 'Bulk Import', icon: Sparkles, badge: 'AI' },
      { href: '/admin/import-classes', label: 'Class Import', icon: Lightbulb, hint: 'Coming Soon Ideas' },
    ],
  },
  { label: 'Resources', items: [userGuide] },
]

// Facilitators, support staff and reviewers: the spec gives them no admin screens, so they get the
// parent's pages plus the User Guide, whose "For Admins & Staff" section speaks to them.
const STAFF: NavGroup[] = [...PARENT, { label: 'Resources', items: [userGuide] }]

/** The sidebar's groups for a role (the view-as role for an admin previewing), Account last. */
export function navGroupsFor(role: Role): NavGroup[] {
  const byRole: Record<Role, NavGroup[]> = {
    parent: PARENT,
    provider: PROVIDER,
    admin: ADMIN,
    facilitator: STAFF,
    support_staff: STAFF,
    reviewer: STAFF,
  }
  return [...byRole[role], ACCOUNT]
}

/** The one item the current path belongs to: the longest matching href wins (/events/create over /events). */
export function activeHref(groups: NavGroup[], path: string): string | null {
  let best: string | null = null
  for (const item of groups.flatMap((g) => g.items)) {
    const matches = item.href === '/' ? path === '/' : path === item.href || path.startsWith(`${item.href}/`)
    if (matches && (!best || item.href.length > best.length)) best = item.href
  }
  return best
}
