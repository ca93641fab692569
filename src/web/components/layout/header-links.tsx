import { ExternalLink } from 'lucide-react'
import { Link, useLocation } from 'wouter'
import { usePublicConfig } from '../../lib/public-config'
import { cn } from '../../lib/utils'

/** The shared header's links (spec §2), also listed in the mobile menu. */
export const HEADER_LINKS = [
  { href: '/events', label: 'Browse Events' },
  { href: '/coming-soon', label: 'Coming Soon' },
  { href: '/providers', label: 'Provider Directory' },
] as const

export function HeaderLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const [path] = useLocation()
  const { data: config } = usePublicConfig()
  const linkClass =
    'inline-flex min-h-9 items-center gap-1 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium text-foreground/80 hover:bg-muted hover:text-foreground'
  return (
    <ul className={className}>
      {HEADER_LINKS.map((l) => {
        // The event form lives under /events but is not browsing.
        const active =
          (path === l.href || path.startsWith(`${l.href}/`)) &&
          !path.startsWith('/events/create') &&
          !/^\/events\/[^/]+\/edit$/.test(path)
        return (
          <li key={l.href}>
            <Link
              href={l.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(linkClass, active && 'text-primary')}
            >
              {l.label}
            </Link>
          </li>
        )
      })}
      {config && (
        <li>
          <ProviderPortalLink
            href={config.links.providerPortalUrl}
            className={linkClass}
            onClick={onNavigate}
          />
        </li>
      )}
    </ul>
  )
}

/** The external provider portal, opened in a new tab (said to screen readers). */
export function ProviderPortalLink(props: { href: string; className: string; onClick?: () => void }) {
  return (
    <a
      href={props.href}
      target="_blank"
      rel="noopener noreferrer"
      className={props.className}
      onClick={props.onClick}
    >
      Provider Portal
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  )
}
