import { PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { Link } from 'wouter'
import { roleLabel } from '../../../domain/roles'
import { useAuth } from '../../lib/auth'
import { cn } from '../../lib/utils'
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../ui/tooltip'
import { navGroupsFor } from './nav-groups'
import { SidebarNav } from './sidebar-nav'
import { useSidebar } from './sidebar-state'

function BrandMark({ collapsed }: { collapsed: boolean }) {
  return (
    <Link
      href="/"
      className={cn(
        'flex h-14 items-center gap-2 border-b border-sidebar-border px-3',
        collapsed && 'px-0 justify-center',
      )}
    >
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary text-sm font-bold text-primary-foreground"
      >
        C
      </span>
      <span className={cn('font-bold text-sidebar-foreground', collapsed && 'sr-only')}>Cradle</span>
    </Link>
  )
}

function UserFooter({ collapsed }: { collapsed: boolean }) {
  const { user, role } = useAuth()
  const name = user?.firstName?.trim() || 'User'
  return (
    <div
      className={cn(
        'flex items-center gap-2 border-t border-sidebar-border p-3',
        collapsed && 'justify-center px-0',
      )}
      data-testid="sidebar-user"
    >
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
      >
        {name[0].toUpperCase()}
      </span>
      <span className={cn('min-w-0 leading-tight', collapsed && 'sr-only')}>
        <span className="block truncate text-sm font-medium">{name}</span>
        <span className="block truncate text-xs text-muted-foreground">{roleLabel(role)}</span>
      </span>
    </div>
  )
}

/** The signed-in sidebar: a collapsible column on desktop, an off-canvas sheet below 768 px. */
// The sidebar is the only place with Radix tooltips, so their provider (and floating-ui) loads with it.
export default function AppSidebarWithTooltips() {
  return (
    <TooltipProvider>
      <AppSidebar />
    </TooltipProvider>
  )
}

function AppSidebar() {
  const { role } = useAuth()
  const { isMobile, open, setOpen } = useSidebar()
  const groups = navGroupsFor(role ?? 'parent')

  // A phone has one menu, the header's "Menu", which lists these same groups (issue 26.7): no sidebar there.
  if (isMobile) return null

  const collapsed = !open
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose
  const toggleLabel = collapsed ? 'Expand sidebar' : 'Collapse sidebar'
  return (
    <aside
      data-state={collapsed ? 'collapsed' : 'expanded'}
      data-testid="app-sidebar"
      style={{ width: collapsed ? '3rem' : '16rem' }}
      className="sticky top-0 flex h-svh shrink-0 flex-col overflow-hidden border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 motion-reduce:transition-none"
    >
      <BrandMark collapsed={collapsed} />
      <SidebarNav groups={groups} collapsed={collapsed} />
      <div className={cn('px-2 pb-1', collapsed && 'flex justify-center px-0')}>
        <Tooltip>
          <TooltipTrigger asChild>
            <button
              type="button"
              onClick={() => setOpen(!open)}
              className="flex min-h-9 w-full items-center gap-3 rounded-md px-2.5 text-sm text-muted-foreground hover:bg-sidebar-accent data-[collapsed=true]:justify-center data-[collapsed=true]:px-0"
              data-collapsed={collapsed}
            >
              <ToggleIcon className="size-4" aria-hidden="true" />
              <span className={cn(collapsed && 'sr-only')}>{toggleLabel}</span>
            </button>
          </TooltipTrigger>
          <TooltipContent side="right">{toggleLabel} (Ctrl+B)</TooltipContent>
        </Tooltip>
      </div>
      <UserFooter collapsed={collapsed} />
    </aside>
  )
}
