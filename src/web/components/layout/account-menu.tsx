import { Bell, ChevronDown, LogOut, UserRound } from 'lucide-react'
import { Link } from 'wouter'
import { trackEvent } from '../../lib/analytics'
import { setViewAsRole, useAuth } from '../../lib/auth'
import { Button } from '../ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu'

/** Signed-in account menu (spec §2): first name or "Account". Lazy: signed-out pages never load it. */
export default function AccountMenu() {
  const { user } = useAuth()
  const name = user?.firstName?.trim() || 'Account'
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="max-w-[10rem]">
          <UserRound aria-hidden="true" />
          {/* In a narrow header (a phone, or text zoomed) the icon stands for the name, still read out. */}
          <span className="sr-only @md:not-sr-only @md:truncate">{name}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuItem asChild>
          <Link href="/notifications">
            <Bell aria-hidden="true" />
            Notification Preferences
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a
            href="/api/logout"
            onClick={() => {
              // The next person on this browser must not inherit an admin's preview role.
              setViewAsRole(null)
              trackEvent('sign_out')
            }}
          >
            <LogOut aria-hidden="true" />
            Sign Out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
