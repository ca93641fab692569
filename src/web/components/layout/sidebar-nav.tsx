import { Link, useLocation } from 'wouter'
import { cn } from '../../lib/utils'
import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/tooltip'
import { activeHref, type NavGroup, type NavItem } from './nav-groups'

function SidebarLink({
  item,
  active,
  collapsed,
  onNavigate,
}: {
  item: NavItem
  active: boolean
  collapsed: boolean
  onNavigate?: () => void
}) {
  const Icon = item.icon
  const link = (
    <Link
      href={item.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex min-h-8 items-center gap-3 rounded-md px-2.5 py-1 text-sm text-sidebar-foreground transition-colors hover:bg-sidebar-accent',
        active && 'bg-sidebar-accent font-semibold text-primary',
        collapsed && 'justify-center px-0',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className={cn('flex min-w-0 flex-1 flex-col', collapsed && 'sr-only')}>
        <span className="flex items-center gap-2">
          <span className="truncate" data-nav-label="">
            {item.label}
          </span>
          {item.badge && (
            <span className="rounded bg-primary px-1.5 py-px text-[10px] font-bold leading-4 text-primary-foreground">
              {item.badge}
            </span>
          )}
        </span>
        {item.hint && <span className="truncate text-xs font-normal text-muted-foreground">{item.hint}</span>}
      </span>
    </Link>
  )
  if (!collapsed) return link
  // Collapsed to icons: the label is still the link's accessible name (sr-only) and shows as a tooltip.
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{item.label}</TooltipContent>
    </Tooltip>
  )
}

export function SidebarNav({
  groups,
  collapsed,
  onNavigate,
}: {
  groups: NavGroup[]
  collapsed: boolean
  onNavigate?: () => void
}) {
  const [path] = useLocation()
  const active = activeHref(groups, path)
  return (
    <nav aria-label="Sidebar" className="flex flex-1 flex-col gap-3 overflow-y-auto px-2 py-3">
      {groups.map((group) => {
        const id = `sidebar-group-${group.label.toLowerCase().replace(/\W+/g, '-')}`
        return (
          <section key={group.label} aria-labelledby={id} data-sidebar-group="">
            <h2
              id={id}
              className={cn(
                'px-2.5 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground',
                collapsed && 'sr-only',
              )}
            >
              {group.label}
            </h2>
            <ul className="flex flex-col gap-0.5">
              {group.items.map((item) => (
                <li key={item.href}>
                  <SidebarLink
                    item={item}
                    active={item.href === active}
                    collapsed={collapsed}
                    onNavigate={onNavigate}
                  />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </nav>
  )
}
