// GET /api/events?from&to for one calendar month over 10 000 events in an embedded (PGlite) database.
// Run: node --import tsx bench/events-range.ts   (part of `npm run bench`)
import autocannon from 'autocannon'
import { buildApp } from '../src/server/app'
import { loadConfig } from '../src/server/config'
import { migrateDatabase, openDatabase } from '../src/server/db/client'
import { events } from '../src/server/db/schema'

const TOTAL = 10_000
const DAYS = 365
const STATUSES = [
  'published',
  'published',
  'published',
  'limited',
  'sold_out',
  'cancelled',
  'draft',
  'archived',
] as const

const database = await openDatabase({ kind: 'pglite' })
await migrateDatabase(database)
const start = Date.UTC(2030, 0, 1)
const rows = Array.from({ length: TOTAL }, (_, i) => ({
  title: `Bench Event ${i}`,
  description: 'A session generated for the range benchmark, long enough to look like a real description.',
  eventType: i % 3 ? 'Support Circle' : 'Skills Lab',
  startsAt: new Date(start + Math.floor((i / TOTAL) * DAYS * 86400_000)),
  priceCents: i % 4 ? 0 : 2500,
  capacity: 30,
  enrolled: i % 31,
  status: STATUSES[i % STATUSES.length],
  providerName: `Provider ${i % 50}`,
  providerRole: 'IBCLC',
  agendaItems: [{ time: '0:00', title: 'Welcome' }],
}))
for (let i = 0; i < rows.length; i += 1000) await database.db.insert(events).values(rows.slice(i, i + 1000))

const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_FACTOR: '100000', SEED_DEMO: 'false' })
const app = await buildApp({ config, database, logger: false })
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : 0
const url = `http://127.0.0.1:${port}/api/events?from=2030-03-01T06:00:00.000Z&to=2030-04-01T05:00:00.000Z`

const sample = (await (await fetch(url)).json()) as unknown[]
// One visitor at a time first (the calendar's own latency), then 10 concurrent connections.
const single: number[] = []
for (let i = 0; i < 30; i++) {
  const t = performance.now()
  await (await fetch(url)).arrayBuffer()
  single.push(performance.now() - t)
}
single.sort((a, b) => a - b)
const result = await autocannon({ url, connections: 10, duration: 10, timeout: 60 })
console.log(
  JSON.stringify(
    {
      bench: 'events-range (PGlite, 10k events, one month)',
      eventsInMonth: sample.length,
      sequentialMs: { p50: Math.round(single[15]), p90: Math.round(single[27]) },
      requestsPerSec: result.requests.average,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      errors: result.errors,
      non2xx: result.non2xx,
      // Numbers only mean something next to the machine's load at the time.
      loadAverage: (await import('node:os')).loadavg().map((n) => Math.round(n * 10) / 10),
    },
    null,
    2,
  ),
)
await app.close()
await database.close()
