import { Check, ChevronDown, Eye, RotateCcw } from 'lucide-react'
import { useLocation } from 'wouter'
import { type Role, roleLabel } from '../../../domain/roles'
import { trackEvent } from '../../lib/analytics'
import { setViewAsRole, useViewAsRole } from '../../lib/auth'
import { Button } from '../ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu'

const PREVIEW_ROLES: Role[] = ['parent', 'provider', 'admin']

/** Admin-only "View As..." (spec §4): changes what the interface shows, never what the server allows. */
export default function ViewAsSwitcher() {
  const viewAs = useViewAsRole()
  const effective = viewAs ?? 'admin'
  const label = viewAs ? `Viewing as ${roleLabel(viewAs)}` : 'View As...'
  const [location, navigate] = useLocation()
  const choose = (role: Role | null) => {
    setViewAsRole(role)
    trackEvent('view_as_changed', { role })
    // An admin page shown as another role would only say "Access Denied": start that role's view at home.
    if (role && role !== 'admin' && location.startsWith('/admin')) navigate('/')
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={label} className="max-w-[16rem]">
          <Eye aria-hidden="true" />
          <span className="hidden truncate @5xl:inline">{label}</span>
          <ChevronDown className="hidden @5xl:block" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>View Platform As</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {PREVIEW_ROLES.map((role) => (
          <DropdownMenuItem key={role} onSelect={() => choose(role)}>
            {role === effective ? (
              <Check aria-hidden="true" />
            ) : (
              <span className="size-4" aria-hidden="true" />
            )}
            <span className="flex-1">{roleLabel(role)}</span>
            {role === effective && (
              <span className="rounded bg-secondary px-1.5 text-xs text-secondary-foreground">Active</span>
            )}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => choose(null)} disabled={!viewAs}>
          <RotateCcw aria-hidden="true" />
          Reset to Admin View
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
