import {
  CalendarDaysIcon,
  CalendarPlusIcon,
  DollarSignIcon,
  InboxIcon,
  LightbulbIcon,
  ScrollTextIcon,
  SparklesIcon,
  TicketIcon,
  UserCogIcon,
  UsersIcon,
} from 'lucide-react'
import type * as React from 'react'
import { Link, Redirect } from 'wouter'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Progress } from '../../components/ui/progress'
import { useAuth } from '../../lib/auth'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useViewerTimeZone } from '../../lib/use-viewer-time-zone'
import { useAdminProviders, useDashboardMetrics } from './api'
import { ErrorState, ListSkeleton } from './page-states'
import { RegistrationsChart } from './registrations-chart'
import { SessionOutcomesCard } from './session-outcomes'
import { formatMomentIn } from './zoned-time'

/** "1 provider", "2 providers". */
const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

function MetricCard(props: {
  href: string
  label: string
  value: React.ReactNode
  detail?: string
  icon: React.ReactNode
}) {
  return (
    <Link
      href={props.href}
      // Named by what it shows, label first (WCAG 2.5.3: a speech user says what they see).
      className="block rounded-xl focus-visible:outline-2 focus-visible:outline-ring"
    >
      <Card className="h-full transition-shadow hover:shadow-md">
        {/* Compact on a phone, two to a row, so the dashboard's own content starts on the first screen (26.9). */}
        <CardContent className="flex items-start justify-between gap-3 p-3 sm:p-5">
          <div className="min-w-0">
            <p className="text-xs text-muted-foreground sm:text-sm">{props.label}</p>
            <p className="text-xl font-bold sm:text-2xl">{props.value}</p>
            {props.detail && <p className="text-xs text-muted-foreground">{props.detail}</p>}
          </div>
          <span className="hidden text-primary sm:inline [&_svg]:size-6" aria-hidden>
            {props.icon}
          </span>
        </CardContent>
      </Card>
    </Link>
  )
}

const QUICK_LINKS = [
  { href: '/events/create', label: 'Create Event', icon: <CalendarPlusIcon /> },
  { href: '/coming-soon', label: 'Coming Soon Classes', icon: <LightbulbIcon /> },
  { href: '/admin/ai-import', label: 'Bulk Import (AI)', icon: <SparklesIcon /> },
  { href: '/admin/import-classes', label: 'Coming Soon Ideas', icon: <LightbulbIcon /> },
  { href: '/admin/audit', label: 'Audit Log', icon: <ScrollTextIcon /> },
]

export default function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard')
  const { role, isLoading } = useAuth()
  const metrics = useDashboardMetrics()
  const directory = useAdminProviders()
  const timeZone = useViewerTimeZone()
  if (isLoading) return <ListSkeleton />
  if (role !== 'admin') return <Redirect to="/" replace />
  const m = metrics.data

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">Admin Dashboard</h1>
        <p className="text-muted-foreground">The platform at a glance.</p>
      </div>
      {metrics.isLoading ? (
        <ListSkeleton rows={2} />
      ) : metrics.error || !m ? (
        <ErrorState error={metrics.error} onRetry={() => metrics.refetch()} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-2 sm:gap-4 lg:grid-cols-3" data-testid="dashboard-stats">
            <MetricCard
              href="/events"
              label="Events"
              value={m.events.total}
              detail={`${m.events.published} published · ${m.events.draft} draft`}
              icon={<CalendarDaysIcon />}
            />
            <MetricCard
              href="/events"
              label="Registrations"
              value={m.registrations.total}
              icon={<TicketIcon />}
            />
            <MetricCard
              href="/events"
              label="Revenue"
              value={money.format(m.revenue.total)}
              icon={<DollarSignIcon />}
            />
            <MetricCard
              href="/proposals"
              label="Pending Proposals"
              value={m.proposals.pending}
              icon={<InboxIcon />}
            />
            <MetricCard
              href="/admin/users"
              label="Users"
              value={m.users.parents + m.users.providers + m.users.admins}
              detail={[
                count(m.users.parents, 'parent'),
                count(m.users.providers, 'provider'),
                count(m.users.admins, 'admin'),
              ].join(' · ')}
              icon={<UserCogIcon />}
            />
            {/* The directory (what Manage Providers lists) and sign-in accounts with the provider role differ:
                most directory profiles have no account, so both are named. */}
            <MetricCard
              href="/admin/providers"
              label="Providers"
              value={directory.data?.length ?? (directory.error ? '—' : '…')}
              detail={`in the directory · ${count(m.users.providers, 'provider account')}`}
              icon={<UsersIcon />}
            />
          </div>
          <nav aria-label="Admin tools" className="flex flex-wrap gap-2">
            {QUICK_LINKS.map((l) => (
              <Link
                key={l.href}
                href={l.href}
                className="inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4"
              >
                {l.icon}
                {l.label}
              </Link>
            ))}
          </nav>
          {/* minmax(0, 1fr) columns and min-w-0 cards: a long event title truncates instead of widening the page. */}
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle>Registrations per week</CardTitle>
              </CardHeader>
              <CardContent>
                <RegistrationsChart weeks={m.registrationsPerWeek} />
              </CardContent>
            </Card>
            <Card className="min-w-0">
              <CardHeader>
                <CardTitle>Next events</CardTitle>
              </CardHeader>
              <CardContent>
                {m.nextEvents.length === 0 ? (
                  <p className="text-muted-foreground">No upcoming published events.</p>
                ) : (
                  <ul className="space-y-4">
                    {m.nextEvents.map((e) => {
                      const pct = Math.round(e.fillRate * 100)
                      return (
                        <li key={e.id} className="min-w-0 space-y-1">
                          <div className="flex min-w-0 justify-between gap-2 text-sm">
                            <Link
                              href={`/events/${e.id}`}
                              title={e.title}
                              className="min-w-0 truncate font-medium hover:underline"
                            >
                              {e.title}
                            </Link>
                            <span className="shrink-0 text-muted-foreground">
                              {e.enrolled}/{e.capacity} ({pct}%)
                            </span>
                          </div>
                          <Progress value={pct} aria-label={`${e.title} is ${pct}% full`} />
                          <p className="text-xs text-muted-foreground">
                            {formatMomentIn(e.date, timeZone, 'EEE, MMM d · h:mm a')}
                          </p>
                        </li>
                      )
                    })}
                  </ul>
                )}
              </CardContent>
            </Card>
          </div>
          <SessionOutcomesCard />
        </>
      )}
    </div>
  )
}
