import { format } from 'date-fns'
import type { DashboardMetrics } from '../../../domain/admin'

const W = 600
const H = 200
const PAD = { top: 16, right: 8, bottom: 28, left: 32 }

/** A small bar chart in plain SVG (no chart library); the table beside it carries the same numbers for screen readers. */
export function RegistrationsChart({ weeks }: { weeks: DashboardMetrics['registrationsPerWeek'] }) {
  const max = Math.max(1, ...weeks.map((w) => w.count))
  const innerW = W - PAD.left - PAD.right
  const innerH = H - PAD.top - PAD.bottom
  const slot = innerW / Math.max(1, weeks.length)
  const label = (d: string) => format(new Date(`${d}T12:00:00`), 'MMM d')
  const total = weeks.reduce((s, w) => s + w.count, 0)
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full text-primary"
        role="img"
        aria-labelledby="reg-chart-title reg-chart-desc"
      >
        <title id="reg-chart-title">Registrations per week</title>
        <desc id="reg-chart-desc">
          {total} registrations over the last {weeks.length} weeks; the busiest week had{' '}
          {max === 1 && total === 0 ? 0 : max}.
        </desc>
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={H - PAD.bottom}
          y2={H - PAD.bottom}
          stroke="currentColor"
          opacity={0.3}
        />
        <text
          x={PAD.left - 6}
          y={PAD.top + 4}
          textAnchor="end"
          fontSize="11"
          fill="currentColor"
          opacity={0.7}
        >
          {max}
        </text>
        <text
          x={PAD.left - 6}
          y={H - PAD.bottom}
          textAnchor="end"
          fontSize="11"
          fill="currentColor"
          opacity={0.7}
        >
          0
        </text>
        {weeks.map((w, i) => {
          const h = (w.count / max) * innerH
          const x = PAD.left + i * slot + slot * 0.15
          return (
            <g key={w.weekStart}>
              <rect x={x} y={H - PAD.bottom - h} width={slot * 0.7} height={h} rx={3} fill="currentColor">
                <title>{`Week of ${label(w.weekStart)}: ${w.count}`}</title>
              </rect>
              {i % 2 === weeks.length % 2 && (
                <text
                  x={x + slot * 0.35}
                  y={H - 10}
                  textAnchor="middle"
                  fontSize="10"
                  fill="currentColor"
                  opacity={0.7}
                >
                  {label(w.weekStart)}
                </text>
              )}
            </g>
          )
        })}
      </svg>
      <figcaption className="sr-only">
        <table>
          <thead>
            <tr>
              <th>Week of</th>
              <th>Registrations</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart}>
                <td>{label(w.weekStart)}</td>
                <td>{w.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  )
}
