import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { OutcomeRow, SessionOutcomes } from '../../../domain/session-outcomes'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { apiJson } from '../../lib/api'

const pct = (r: number | null) => (r === null ? '—' : `${Math.round(r * 100)}%`)
const day = (d: Date) => d.toISOString().slice(0, 10)

function OutcomeTable({ caption, rows }: { caption: string; rows: OutcomeRow[] }) {
  return (
    // A wide table scrolls within itself on a phone; the box takes focus so a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className="overflow-x-auto" tabIndex={0} aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium">{caption}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th className="p-2">Name</th>
            <th className="p-2 text-right">Sessions</th>
            <th className="p-2 text-right">Fill</th>
            <th className="p-2 text-right">Attended</th>
            <th className="p-2 text-right">No-show</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-t">
              <td className="p-2">{r.label}</td>
              <td className="p-2 text-right">{r.sessions}</td>
              <td className="p-2 text-right">
                {pct(r.fillRate)}{' '}
                <span className="text-muted-foreground">
                  ({r.registered}/{r.capacity})
                </span>
              </td>
              <td className="p-2 text-right">{pct(r.attendanceRate)}</td>
              <td className="p-2 text-right">
                {pct(r.noShowRate)} <span className="text-muted-foreground">({r.noShows})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** How sessions went over a chosen period (issue 30.6): fill, attendance and no-show rates by topic and provider. */
export function SessionOutcomesCard() {
  const [from, setFrom] = useState(() => day(new Date(Date.now() - 89 * 86400_000)))
  const [to, setTo] = useState(() => day(new Date()))
  const q = useQuery<SessionOutcomes>({
    queryKey: ['/api/admin/session-outcomes', { from, to }],
    queryFn: () => apiJson<SessionOutcomes>('GET', `/api/admin/session-outcomes?from=${from}&to=${to}`),
    enabled: !!from && !!to && from <= to,
  })
  const o = q.data
  return (
    <Card>
      <CardHeader>
        <CardTitle>How sessions went</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 max-w-full space-y-1">
            <Label htmlFor="outcomes-from">From</Label>
            <Input
              id="outcomes-from"
              type="date"
              value={from}
              max={to}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="min-w-0 max-w-full space-y-1">
            <Label htmlFor="outcomes-to">To</Label>
            <Input
              id="outcomes-to"
              type="date"
              value={to}
              min={from}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
        </div>
        {o && (
          <>
            <p className="text-sm" aria-live="polite">
              {o.overall.sessions} sessions ended · fill {pct(o.overall.fillRate)} · attended{' '}
              {pct(o.overall.attendanceRate)} · no-show {pct(o.overall.noShowRate)}
            </p>
            {o.overall.sessions > 0 && (
              <div className="grid gap-6 lg:grid-cols-2">
                <OutcomeTable caption="By topic" rows={o.byTopic} />
                <OutcomeTable caption="By provider" rows={o.byProvider} />
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}
