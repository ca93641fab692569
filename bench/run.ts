// `npm run bench`: every figure of issue 9 §4 on PGlite and (with BENCH_DATABASE_URL) PostgreSQL, each next to
// its target. Throughput is always a ratio to raw node:http answering the same bytes, rounds alternating
// (this machine is noisy), medians compared. Writes bench/results.{md,json}.
//
// Knobs: BENCH_QUICK=1 (small data, short rounds: minutes, for development), BENCH_ROUNDS, BENCH_SECONDS,
// BENCH_ONLY=reads,rush,export,signup,spa,paint,imports,start (sections), BENCH_MERGE=1 (keep the last results' other figures),
// BENCH_DATABASE_URL=postgres://… (a fresh `cradle_bench` database is created on that server), BENCH_DBS=pglite or
// BENCH_DBS=postgres (one database only), BENCH_NO_BUILD=1 (reuse dist/client and dist/server), BENCH_PORT (the app's
// port, 4100; raw node:http takes the next one: two people benching on one machine each pick their own).
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type Database, migrateDatabase, openDatabase } from '../src/server/db/client'
import {
  addAdminSession,
  addExportEvent,
  addReaderSessions,
  addRushUsers,
  addSeatEvent,
  FULL_SCALE,
  generate,
  type Scale,
} from './generate'
import { measureExport } from './lib/export'
import { measureImports } from './lib/imports'
import { compare, type LoadOptions } from './lib/load'
import { measurePaint } from './lib/paint'
import { assertFree, rssMb, sampleRss, sleep, startNode, startServer, stop, waitFor } from './lib/proc'
import { naiveRush, rush } from './lib/rush'
import { measureSignupBurst } from './lib/signup'
import { firstLoad } from './lib/spa'
import { timeToFirstAnswer } from './lib/start'
import { type Goal, judge, median } from './lib/stats'

const QUICK = !!process.env.BENCH_QUICK
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (QUICK ? 3 : 5))
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 3 : 10))
const OVERHEAD_SECONDS = QUICK ? SECONDS : 20
const RUSH_REPEATS = QUICK ? 1 : 3
const PAINT_LOADS = QUICK ? 3 : 5
const EXPORT_ROWS = QUICK ? 20_000 : 200_000
const READERS = QUICK ? 500 : 2000
const SEATS = [1, 10, 100]
const SECTIONS = new Set(
  (process.env.BENCH_ONLY ?? 'reads,rush,export,signup,spa,paint,imports,start').split(','),
)
const DBS = new Set((process.env.BENCH_DBS ?? 'pglite,postgres').split(','))
const scale: Scale = QUICK ? { events: 1000, providers: 200, users: 5000, registrations: 20_000 } : FULL_SCALE
const tmp = path.resolve('bench/.tmp')
const clientDir = path.resolve('dist/client')
const SERVER_BUNDLE = path.resolve('dist/server/main.js')
const COOKIE = 'cradle_session'
const APP_PORT = Number(process.env.BENCH_PORT ?? 4100)
const APP = `http://127.0.0.1:${APP_PORT}`
const RAW = `http://127.0.0.1:${APP_PORT + 1}`

interface Figure {
  db: string
  area: string
  name: string
  value: number
  unit: string
  goal?: Goal
  pass?: boolean
  missBy?: string
  detail?: string
  /** Set on a figure carried over by BENCH_MERGE: the date of the run that measured it. */
  taken?: string
}
interface Throughput {
  db: string
  name: string
  appRps: number
  rawRps: number
  ratio: number
  p50: number
  p99: number
  rawP99: number
  errors: number
  /** The server's RSS peak so far, read when this case ends: shows which load grows the process. */
  rssMb: number
  taken?: string
}

const figures: Figure[] = []
const throughput: Throughput[] = []

function record(f: Omit<Figure, 'pass' | 'missBy'>) {
  const judged = f.goal ? judge(f.value, f.goal) : {}
  const row: Figure = { ...f, ...judged }
  figures.push(row)
  console.log(
    `[${f.db}] ${f.area} · ${f.name}: ${fmt(f.value)} ${f.unit}${f.goal ? ` (target ${f.goal.op} ${f.goal.target}: ${row.pass ? 'met' : `MISSED, ${row.missBy}`})` : ''}`,
  )
}
const fmt = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(Math.abs(v) < 1 ? 3 : 1))

async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: Database; url?: string }> {
  if (kind === 'pglite') {
    const dataDir = path.join(tmp, 'pglite', 'pglite')
    return { database: await openDatabase({ kind: 'pglite', dataDir }) }
  }
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
  await admin.connect()
  await admin.query('drop database if exists cradle_bench with (force)')
  await admin.query('create database cradle_bench')
  await admin.end()
  const url = new URL(process.env.BENCH_DATABASE_URL as string)
  url.pathname = '/cradle_bench'
  return { database: await openDatabase({ kind: 'postgres', url: url.toString() }), url: url.toString() }
}

/** What every browser sends: the catalogue answers it with its stored brotli bytes (gzip until they are made). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }

/** One answer's headers and bytes exactly as sent (fetch would decompress them). */
function capture(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: [string, string][]; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const pairs: [string, string][] = []
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            pairs.push([res.rawHeaders[i].toLowerCase(), res.rawHeaders[i + 1]])
          resolve({ headers: pairs, body: Buffer.concat(chunks) })
        })
      })
      .on('error', reject)
  })
}

/** Headers node:http writes by itself on every answer. */
const NODE_SETS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])

async function benchDatabase(kind: 'pglite' | 'postgres') {
  const { database, url } = await openBenchDatabase(kind)
  await migrateDatabase(database)
  console.log(`[${kind}] generating`, scale)
  const t = performance.now()
  const db = database.db
  await generate(db, scale)
  const readers = await addReaderSessions(db, READERS)
  const adminToken = await addAdminSession(db)
  const exportEvent = await addExportEvent(db, EXPORT_ROWS)
  const rushTokens = await addRushUsers(db, 20 * Math.max(...SEATS))
  const seatEvents = new Map<number, string[]>()
  for (const k of SEATS) {
    const ids: string[] = []
    for (let i = 0; i < RUSH_REPEATS; i++) ids.push(await addSeatEvent(db, k, `Rush ${k} #${i}`))
    seatEvents.set(k, ids)
  }
  // As autovacuum would have by then on a real server (the app itself analyzes PGlite at start).
  await db.execute(sql`analyze`)
  console.log(`[${kind}] data ready in ${((performance.now() - t) / 1000).toFixed(0)} s`)
  if (SECTIONS.has('rush')) {
    // The harness must be able to see a race: a naive count-then-insert, same crowd, same database.
    const control = await addSeatEvent(db, 100, 'Naive control')
    const sold = await naiveRush(db, control, 100, 2000)
    record({
      db: kind,
      area: 'rush',
      name: 'negative control: naive count-then-insert, 2 000 users, 100 seats',
      value: sold,
      unit: 'seats sold',
      goal: kind === 'postgres' ? { op: '>=', target: 101 } : undefined,
      detail: 'must oversell on PostgreSQL, proving the harness sees races',
    })
  }
  await database.close()

  const env: Record<string, string> = {
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    RATE_LIMIT_FACTOR: '100000',
    DATA_DIR: path.join(tmp, 'pglite'),
  }
  if (url) env.DATABASE_URL = url
  await assertFree(`${APP}/api/health`)
  const app = startServer(env)
  await waitFor(`${APP}/api/health`)
  const adminCookie = `${COOKIE}=${adminToken}`
  const readerCookies = readers.map((r) => `${COOKIE}=${r}`)
  const featured = (await (await fetch(`${APP}/api/events?featured=true&limit=3`)).json()) as { id: string }[]
  const now = new Date()
  const month = `/api/events?from=${new Date(now.getFullYear(), now.getMonth(), 1).toISOString()}&to=${new Date(now.getFullYear(), now.getMonth() + 1, 1).toISOString()}`
  for (let i = 0; i < 20; i++) await fetch(`${APP}${month}`).then((r) => r.arrayBuffer())
  await sleep(3000)
  record({
    db: kind,
    area: 'memory',
    name: 'server RSS at rest',
    value: rssMb(app.pid),
    unit: 'MB',
    goal: { op: '<', target: 300 },
  })

  if (SECTIONS.has('reads')) {
    const cases: {
      name: string
      path: string
      o: LoadOptions
      goals: { ratio?: Goal; p99?: Goal; rps?: Goal }
    }[] = [
      {
        name: 'app overhead: /api/config (every global hook), -c 100 -p 10',
        path: '/api/config',
        o: { connections: 100, pipelining: 10, seconds: OVERHEAD_SECONDS },
        goals: { ratio: { op: '>=', target: 0.7 } },
      },
      ...[
        ['public: featured events (home)', '/api/events?featured=true&limit=3'],
        ['public: one month of events, whole (list-tab shape)', month],
        ['public: one month of events, as the calendar grid asks (view=calendar)', `${month}&view=calendar`],
        ['public: event detail', `/api/events/${featured[0]?.id}`],
      ].map(([name, p]) => ({
        name,
        path: p,
        o: { connections: 100, pipelining: 1, seconds: SECONDS, headers: BROWSER },
        goals:
          kind === 'postgres'
            ? { ratio: { op: '>=', target: 0.5 } as Goal, p99: { op: '<', target: 25 } as Goal }
            : {},
      })),
      {
        name: `signed-in: /api/my-registrations, ${READERS} sessions, -c 100`,
        path: '/api/my-registrations',
        o: { connections: 100, pipelining: 1, seconds: SECONDS, cookies: readerCookies, headers: BROWSER },
        goals: kind === 'postgres' ? { rps: { op: '>=', target: 2500 }, p99: { op: '<', target: 40 } } : {},
      },
      ...(kind === 'pglite'
        ? [
            {
              name: `signed-in: /api/my-registrations, ${READERS} sessions, -c 10`,
              path: '/api/my-registrations',
              o: {
                connections: 10,
                pipelining: 1,
                seconds: SECONDS,
                cookies: readerCookies,
                headers: BROWSER,
              },
              goals: { p99: { op: '<', target: 25 } as Goal },
            },
          ]
        : []),
    ]
    // The raw server replays each answer byte for byte: the body and the app's own headers (security
    // headers, request id, cache validators), so the ratio measures the framework, not the header set.
    const bodies: Record<string, { headers: [string, string][]; body: string }> = {}
    // A cached answer read twice gets its brotli form in the background: capture what readers get from then on.
    for (const c of cases)
      for (let i = 0; i < 2; i++)
        await capture(`${APP}${c.path}`, { cookie: readerCookies[0], ...c.o.headers })
    await sleep(2000)
    for (const c of cases) {
      const res = await capture(`${APP}${c.path}`, { cookie: readerCookies[0], ...c.o.headers })
      const headers = res.headers.filter(([k]) => !NODE_SETS.has(k))
      bodies[c.path] = { headers, body: res.body.toString('base64') }
    }
    const bodiesFile = path.join(tmp, 'raw-bodies.json')
    writeFileSync(bodiesFile, JSON.stringify(bodies))
    await assertFree(`${RAW}/`)
    const raw = startNode(['bench/serve-raw.ts'], { PORT: String(APP_PORT + 1), RAW_BODIES_FILE: bodiesFile })
    await waitFor(`${RAW}/`)
    const rss = sampleRss(app.pid, 200)
    for (const c of cases) {
      const r = await compare(`${APP}${c.path}`, `${RAW}${c.path}`, ROUNDS, c.o)
      throughput.push({ db: kind, name: c.name, ...r, rssMb: rss.peak() })
      console.log(`[${kind}] ${c.name}`, r)
      const area = c.path === '/api/config' ? 'overhead' : c.path.includes('my-') ? 'signed-in' : 'public'
      record({
        db: kind,
        area,
        name: `${c.name}: ratio to raw`,
        value: r.ratio,
        unit: '×',
        goal: c.goals.ratio,
      })
      if (c.goals.rps)
        record({
          db: kind,
          area,
          name: `${c.name}: req/s`,
          value: r.appRps,
          unit: 'req/s',
          goal: c.goals.rps,
        })
      record({ db: kind, area, name: `${c.name}: p99`, value: r.p99, unit: 'ms', goal: c.goals.p99 })
      if (r.errors)
        record({
          db: kind,
          area,
          name: `${c.name}: errors or non-2xx`,
          value: r.errors,
          unit: '',
          goal: { op: '==', target: 0 },
        })
    }
    record({
      db: kind,
      area: 'memory',
      name: 'server RSS peak under the read load',
      value: rss.stop(),
      unit: 'MB',
      goal: { op: '<', target: 300 },
    })
    await stop(raw)
  }

  if (SECTIONS.has('rush')) {
    for (const k of SEATS) {
      const runs = []
      for (const eventId of seatEvents.get(k) ?? []) {
        const r = await rush(APP, COOKIE, eventId, k, rushTokens.slice(0, 20 * k), adminCookie)
        console.log(`[${kind}] rush K=${k}`, r)
        runs.push(r)
      }
      const name = `K = ${k}, N = ${20 * k} (${runs.length} run${runs.length > 1 ? 's' : ''})`
      record({
        db: kind,
        area: 'rush',
        name: `${name}: runs where exactly K succeeded`,
        value: runs.filter((r) => r.exact).length,
        unit: `of ${runs.length}`,
        goal: { op: '==', target: runs.length },
        detail: runs.map((r) => JSON.stringify(r.statuses)).join(' '),
      })
      record({
        db: kind,
        area: 'rush',
        name: `${name}: time to drain (worst run)`,
        value: Math.max(...runs.map((r) => r.drainMs)),
        unit: 'ms',
        goal: { op: '<', target: 5000 },
      })
      record({
        db: kind,
        area: 'rush',
        name: `${name}: p99 (worst run)`,
        value: Math.max(...runs.map((r) => r.p99Ms)),
        unit: 'ms',
      })
    }
  }

  if (SECTIONS.has('export')) {
    for (const format of ['csv', 'xlsx'] as const) {
      const r = await measureExport(APP, app.pid, exportEvent, format, adminCookie, month, QUICK ? 3 : 5)
      console.log(`[${kind}] export`, r)
      const name = `${EXPORT_ROWS.toLocaleString('en')} registrations ${format.toUpperCase()}`
      record({
        db: kind,
        area: 'export',
        name: `${name}: time`,
        value: r.seconds,
        unit: 's',
        goal: { op: '<', target: 30 },
        detail: `${(r.bytes / 2 ** 20).toFixed(1)} MiB`,
      })
      record({
        db: kind,
        area: 'export',
        name: `${name}: server peak RSS`,
        value: r.peakRssMb,
        unit: 'MB',
        goal: { op: '<', target: 256 },
      })
      record({
        db: kind,
        area: 'export',
        // The name is the figure's key when a partial run is merged (BENCH_MERGE), so the measured values go in
        // the detail.
        name: `${name}: /api/events (month) p99 meanwhile ÷ idle p99`,
        value: r.duringP99Ms / Math.max(r.idleP99Ms, 1),
        unit: '×',
        goal: { op: '<=', target: 2 },
        detail: `${fmt(r.duringP99Ms)} / ${fmt(r.idleP99Ms)} ms`,
      })
    }
  }

  if (SECTIONS.has('signup')) {
    // Issue 34.5: 40 sign-ups at once (40 password hashes) against the catalogue's reads; 3 bursts, medians.
    const bursts = []
    for (let b = 0; b < 3; b++) {
      const r = await measureSignupBurst(APP, 40, month, QUICK ? 3 : 5, `${kind}-${b}`)
      console.log(`[${kind}] sign-up burst`, r)
      bursts.push(r)
    }
    record({
      db: kind,
      area: 'signup',
      name: '40 sign-ups at once: p99 (median of 3 bursts)',
      value: median(bursts.map((r) => r.p99Ms)),
      unit: 'ms',
      goal: { op: '<', target: 3000 },
      detail: `bursts: ${bursts.map((r) => `p50 ${r.p50Ms} / p99 ${r.p99Ms} ms, ${r.created} created`).join('; ')}`,
    })
    record({
      db: kind,
      area: 'signup',
      name: '40 sign-ups at once: /api/events (month) p99 meanwhile ÷ idle p99 (median of 3 bursts)',
      value: median(bursts.map((r) => r.duringP99Ms / Math.max(r.idleP99Ms, 1))),
      unit: '×',
      goal: { op: '<=', target: 2 },
      detail: bursts.map((r) => `${fmt(r.duringP99Ms)} / ${fmt(r.idleP99Ms)} ms`).join('; '),
    })
  }

  if (SECTIONS.has('paint') && existsSync(path.join(clientDir, 'index.html'))) {
    for (const r of await measurePaint(APP, ['/', '/events', `/events/${featured[0]?.id}`], PAINT_LOADS)) {
      const label = `${r.path.startsWith('/events/') ? '/events/{id}' : r.path} ${r.throttled ? 'throttled (4× CPU, 150 ms, 1.6 Mbps)' : 'unthrottled'}`
      record({
        db: kind,
        area: 'paint',
        name: `${label}: LCP`,
        value: r.lcpMs,
        unit: 'ms',
        goal: { op: '<', target: r.throttled ? 2500 : 800 },
      })
      record({
        db: kind,
        area: 'paint',
        name: `${label}: CLS`,
        value: r.cls,
        unit: '',
        goal: { op: '<', target: 0.05 },
      })
    }
  }
  await stop(app)
  if (url) {
    const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
    await admin.connect()
    await admin.query('drop database if exists cradle_bench with (force)')
    await admin.end()
  }
}

/** The server is measured as `npm start` runs it: the built bundle, not TypeScript through a loader. */
function build() {
  const built = existsSync(path.join(clientDir, '.vite/manifest.json')) && existsSync(SERVER_BUNDLE)
  if (!process.env.BENCH_NO_BUILD || !built) {
    console.log('building the SPA and the server (npm run build)')
    execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' })
  }
}

/**
 * The quick start (issue 26): `npm start` on a checkout that is already built, as a person runs it again. The first
 * start on an empty folder also loads the demo data; later starts find it there. Median of 3 later starts.
 */
async function quickStart() {
  const dataDir = path.join(tmp, 'quick-start')
  const env = {
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: '',
    DATABASE_URL: '',
  }
  await assertFree(`${APP}/api/health`)
  // Issue 34.6: the first `npm start` after `npm install` on a fresh clone (the committed HEAD): the build included.
  // The dependencies are this checkout's, linked: installed, nothing built.
  const clone = path.join(tmp, 'fresh-clone')
  rmSync(clone, { recursive: true, force: true })
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', '.', clone])
  symlinkSync(path.resolve('node_modules'), path.join(clone, 'node_modules'))
  const fresh = await timeToFirstAnswer(
    `${APP}/api/health`,
    { ...env, DATA_DIR: path.join(clone, 'data') },
    clone,
  )
  rmSync(clone, { recursive: true, force: true })
  record({
    db: 'pglite',
    area: 'start',
    name: 'npm start, fresh clone after npm install (build and demo data included): first answer',
    value: Math.round(fresh),
    unit: 'ms',
    goal: { op: '<', target: 60_000 },
  })
  const first = await timeToFirstAnswer(`${APP}/`, env)
  record({
    db: 'pglite',
    area: 'start',
    name: 'npm start, built checkout, empty data folder (demo data loaded): first answer',
    value: Math.round(first),
    unit: 'ms',
  })
  const again: number[] = []
  for (let i = 0; i < 3; i++) again.push(await timeToFirstAnswer(`${APP}/`, env))
  record({
    db: 'pglite',
    area: 'start',
    name: 'npm start, unchanged built checkout, demo data there: first answer',
    value: Math.round(median(again)),
    unit: 'ms',
    goal: { op: '<', target: 5000 },
    detail: `3 starts: ${again.map((ms) => Math.round(ms)).join(' / ')} ms`,
  })
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 })
}

function spa() {
  for (const [page, mod] of [
    ['home', 'features/discover/home-page.tsx'],
    ['calendar', 'features/discover/events-page.tsx'],
    ['event', 'features/discover/event-detail-page.tsx'],
  ]) {
    const f = firstLoad(clientDir, page, mod)
    record({
      db: '—',
      area: 'spa',
      name: `${page} page first-load JS (gzip)`,
      value: f.jsGzipKb,
      unit: 'KB',
      goal: { op: '<', target: 110 },
    })
    record({
      db: '—',
      area: 'spa',
      name: `${page} page first-load JS files`,
      value: f.files.filter((file) => file.endsWith('.js')).length,
      unit: 'files',
      detail: 'a browser fetches 6 at a time over HTTP/1.1',
    })
    record({
      db: '—',
      area: 'spa',
      name: `${page} page first-load CSS (gzip)`,
      value: f.cssGzipKb,
      unit: 'KB',
      goal: { op: '<', target: 20 },
    })
    record({
      db: '—',
      area: 'spa',
      name: `${page} page loads admin/upload/export/payment chunks`,
      value: f.forbidden.length,
      unit: 'chunks',
      goal: { op: '==', target: 0 },
      detail: f.forbidden.join(', '),
    })
  }
}

/** Issue 27: the built-in import parser's corpus scores and the time it takes to read a 200 KB paste. */
function imports() {
  const f = measureImports()
  const pct = (a: number, b: number) => (b ? (100 * a) / b : 100)
  for (const c of f.corpus) {
    const s = c.score
    record({
      db: '—',
      area: 'imports',
      name: `${c.name}: fields right`,
      value: Math.round(pct(s.right, s.total) * 10) / 10,
      unit: '%',
      goal: { op: '>=', target: 90 },
      detail: `${s.right}/${s.total} fields over ${c.samples} samples`,
    })
    record({
      db: '—',
      area: 'imports',
      name: `${c.name}: rows found`,
      value: Math.round(pct(s.rowsFound, s.rowsExpected) * 10) / 10,
      unit: '%',
      goal: { op: '>=', target: 97 },
      detail: `${s.rowsFound}/${s.rowsExpected} rows`,
    })
    record({
      db: '—',
      area: 'imports',
      name: `${c.name}: rows invented`,
      value: s.rowsInvented,
      unit: 'rows',
      goal: { op: '==', target: 0 },
    })
  }
  record({
    db: '—',
    area: 'imports',
    name: 'built-in parser reads a 200 KB paste (median of 5, after one warm-up)',
    value: Math.round(f.parse200k.median),
    unit: 'ms',
    goal: { op: '<', target: 1000 },
    detail: `${f.parse200k.bytes} bytes, ${f.parse200k.events} events; best ${Math.round(f.parse200k.best)} ms; CPU time ${Math.round(f.parse200k.cpuMedian)} ms (median); load average ${os.loadavg()[0].toFixed(1)}`,
  })
}

/**
 * BENCH_MERGE=1: a partial run (BENCH_ONLY) replaces what it measured and keeps every other figure of the last
 * results, each marked with the date of the run that took it.
 */
function mergeWithPrevious<T extends { db: string; name: string; taken?: string }>(
  fresh: T[],
  previous: T[],
  previousDate: string,
): T[] {
  const key = (x: T) => `${x.db}\u0000${x.name}`
  const byKey = new Map(fresh.map((x) => [key(x), x]))
  const merged = previous.map((x) => byKey.get(key(x)) ?? { ...x, taken: x.taken ?? previousDate })
  const kept = new Set(previous.map(key))
  return [...merged, ...fresh.filter((x) => !kept.has(key(x)))]
}

function report(date: string, load: { start: number[]; end: number[] }) {
  let merged = false
  if (process.env.BENCH_MERGE && existsSync('bench/results.json')) {
    const prev = JSON.parse(readFileSync('bench/results.json', 'utf8')) as {
      date: string
      figures: Figure[]
      throughput: Throughput[]
    }
    figures.splice(0, figures.length, ...mergeWithPrevious(figures, prev.figures, prev.date))
    throughput.splice(0, throughput.length, ...mergeWithPrevious(throughput, prev.throughput, prev.date))
    merged = true
  }
  const machine = {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  }
  const settings = {
    quick: QUICK,
    rounds: ROUNDS,
    seconds: SECONDS,
    overheadSeconds: OVERHEAD_SECONDS,
    rushRepeats: RUSH_REPEATS,
    paintLoads: PAINT_LOADS,
    exportRows: EXPORT_ROWS,
    readers: READERS,
  }
  writeFileSync(
    'bench/results.json',
    `${JSON.stringify({ date, machine, loadAverage: load, scale, settings, figures, throughput }, null, 2)}\n`,
  )
  const missed = figures.filter((f) => f.goal && !f.pass)
  const cell = (s: string) => s.replace(/\|/g, '\\|')
  const analysis = existsSync('bench/analysis.md') ? readFileSync('bench/analysis.md', 'utf8').trim() : ''
  const md = [
    '# Benchmark results',
    '',
    `Taken ${date} on ${machine.cpus} × ${machine.cpu}, ${machine.memGiB} GiB, Node ${machine.node} (${machine.platform}),`,
    `${QUICK ? '**quick run** (BENCH_QUICK: small data, short rounds — indicative only)' : 'full run'}. Data set: ${scale.events} events, ${scale.providers} providers, ${scale.users} users, ${scale.registrations} registrations, plus ${EXPORT_ROWS} registrations on the export event and ${20 * Math.max(...SEATS)} rush users.`,
    ...(merged
      ? [
          `Partial run (${[...SECTIONS].join(', ')}${DBS.size === 1 && (DBS.has('pglite') || DBS.has('postgres')) ? `; ${[...DBS][0]} only` : ''}) merged into the previous results: figures marked "run of …" were taken then.`,
        ]
      : []),
    `Load average (1/5/15 min) at start ${load.start.join(' / ')}, at end ${load.end.join(' / ')}: the machine is shared, so figures are noisy (identical runs swing by ±25%); ratios to raw node:http taken in ${ROUNDS} alternating rounds of ${SECONDS} s (${OVERHEAD_SECONDS} s for the overhead case), medians compared, are the figures to trust.`,
    '',
    `**${figures.filter((f) => f.goal && f.pass).length} targets met, ${missed.length} missed.**`,
    '',
    '| area | db | figure | value | target | met? |',
    '|---|---|---|---|---|---|',
    ...figures.map(
      (f) =>
        `| ${f.area} | ${f.db} | ${cell(f.name)}${f.detail ? ` <br><sub>${cell(f.detail)}</sub>` : ''}${f.taken ? ` <br><sub>run of ${f.taken.slice(0, 16)}</sub>` : ''} | ${fmt(f.value)} ${f.unit} | ${f.goal ? `${f.goal.op} ${f.goal.target}` : '—'} | ${f.goal ? (f.pass ? 'yes' : `**no**, ${f.missBy}`) : ''} |`,
    ),
    '',
    '## Throughput against raw node:http (same bytes)',
    '',
    '| case | db | app req/s | raw req/s | ratio | p50 ms | p99 ms | raw p99 ms | errors | RSS peak so far MB |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...throughput.map(
      (r) =>
        `| ${cell(r.name)}${r.taken ? ` <sub>(run of ${r.taken.slice(0, 16)})</sub>` : ''} | ${r.db} | ${Math.round(r.appRps)} | ${Math.round(r.rawRps)} | ${r.ratio.toFixed(2)} | ${r.p50} | ${r.p99} | ${r.rawP99} | ${r.errors} | ${Math.round(r.rssMb)} |`,
    ),
    '',
    ...(analysis ? [analysis, ''] : []),
  ].join('\n')
  writeFileSync('bench/results.md', md)
  console.log(md)
}

async function main() {
  const date = new Date().toISOString()
  const start = os.loadavg().map((n) => Math.round(n * 10) / 10)
  rmSync(tmp, { recursive: true, force: true })
  mkdirSync(tmp, { recursive: true })
  // The parser is measured in this process: no build or database needed (BENCH_ONLY=imports runs in seconds).
  if (SECTIONS.has('imports')) imports()
  const serverSections = [...SECTIONS].some((s) => s !== 'imports')
  // The bundle's sizes and the quick start need no generated data set (minutes at full scale).
  const dbSections = [...SECTIONS].some((s) => ['reads', 'rush', 'export', 'signup', 'paint'].includes(s))
  if (serverSections) build()
  if (SECTIONS.has('spa') || SECTIONS.has('paint')) spa()
  if (SECTIONS.has('start')) await quickStart()
  if (dbSections && DBS.has('pglite')) await benchDatabase('pglite')
  if (dbSections && process.env.BENCH_DATABASE_URL && DBS.has('postgres')) await benchDatabase('postgres')
  report(date, { start, end: os.loadavg().map((n) => Math.round(n * 10) / 10) })
  process.exit(0)
}
main().catch((err) => {
  console.error(err)
  process.exit(1)
})
