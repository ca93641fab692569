import { format } from 'date-fns'
import { useLayoutEffect, useRef, useState } from 'react'
import type { DashboardMetrics } from '../../../domain/admin'
import { labelEvery, niceTicks } from './chart-scale'

const H = 220
const PAD = { top: 12, right: 20, bottom: 28, left: 40 }
/** Room one "Mar 16" label needs at 12 px, with a gap. */
const WEEK_LABEL_PX = 48

/**
 * The chart is drawn at the width it is shown, not scaled from a fixed viewBox, so its 12 px labels stay
 * 12 px on a phone (a scaled 600-wide drawing shrank them to about 6 px).
 */
function useWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(fallback)
  // Measured before the first paint, so the chart never shows at the fallback width on a phone.
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    if (el.clientWidth > 0) setWidth(el.clientWidth)
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/** A small bar chart in plain SVG (no chart library); the table beside it carries the same numbers for screen readers. */
export function RegistrationsChart({ weeks }: { weeks: DashboardMetrics['registrationsPerWeek'] }) {
  const [ref, measured] = useWidth<HTMLDivElement>(600)
  const W = Math.max(200, measured)
  const busiest = Math.max(0, ...weeks.map((w) => w.count))
  const ticks = niceTicks(busiest)
  const top = ticks[ticks.length - 1]
  const innerW = W - PAD.left - PAD.right
  const innerH = H - PAD.top - PAD.bottom
  const slot = innerW / Math.max(1, weeks.length)
  const every = labelEvery(slot, WEEK_LABEL_PX)
  const yOf = (v: number) => PAD.top + innerH - (v / top) * innerH
  const label = (d: string) => format(new Date(`${d}T12:00:00`), 'MMM d')
  const total = weeks.reduce((s, w) => s + w.count, 0)
  return (
    <figure className="space-y-2">
      <div ref={ref} className="w-full">
        <svg
          width={W}
          height={H}
          viewBox={`0 0 ${W} ${H}`}
          className="block max-w-full text-primary"
          role="img"
          aria-labelledby="reg-chart-title reg-chart-desc"
        >
          <title id="reg-chart-title">Registrations per week</title>
          <desc id="reg-chart-desc">
            {total} registrations over the last {weeks.length} weeks; the busiest week had {busiest}.
          </desc>
          {ticks.map((t) => (
            <g key={t} className="text-muted-foreground">
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={yOf(t)}
                y2={yOf(t)}
                stroke="currentColor"
                opacity={t === 0 ? 0.5 : 0.2}
              />
              <text
                x={PAD.left - 6}
                y={yOf(t)}
                dy="0.35em"
                textAnchor="end"
                fontSize="12"
                fill="currentColor"
                data-testid="chart-y-tick"
              >
                {t}
              </text>
            </g>
          ))}
          {weeks.map((w, i) => {
            const x = PAD.left + i * slot + slot * 0.15
            // The newest week always keeps its label; older ones are thinned to fit.
            const labelled = (weeks.length - 1 - i) % every === 0
            return (
              <g key={w.weekStart}>
                <rect
                  x={x}
                  y={yOf(w.count)}
                  width={slot * 0.7}
                  height={PAD.top + innerH - yOf(w.count)}
                  rx={3}
                  fill="currentColor"
                >
                  <title>{`Week of ${label(w.weekStart)}: ${w.count}`}</title>
                </rect>
                {labelled && (
                  <text
                    x={x + slot * 0.35}
                    y={H - 8}
                    textAnchor="middle"
                    fontSize="12"
                    className="fill-muted-foreground"
                  >
                    {label(w.weekStart)}
                  </text>
                )}
              </g>
            )
          })}
        </svg>
      </div>
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
