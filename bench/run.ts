// `npm run bench`: throughput of the app as a ratio to raw node:http answering the same bytes,
// in alternating rounds (this machine is noisy), medians compared. Writes bench/results.{md,json}.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { migrateDatabase, openDatabase } from '../src/server/db/client'
import { FULL_SCALE, generate, type Scale } from './generate'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const DURATION = Number(process.env.BENCH_SECONDS ?? 5)
const tmp = path.resolve('bench/.tmp')
const scale: Scale = process.env.BENCH_SMALL
  ? { events: 1000, providers: 200, users: 5000, registrations: 20_000 }
  : FULL_SCALE

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

function start(cmd: string[], env: Record<string, string>): ChildProcess {
  return spawn('node', ['--import', 'tsx', ...cmd], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`not up: ${url}`)
}
async function load(url: string, connections: number, pipelining: number) {
  const r = await autocannon({ url, connections, pipelining, duration: DURATION })
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx }
}

interface Row {
  name: string
  db: string
  appRps: number
  rawRps: number
  ratio: number
  p50: number
  p99: number
  errors: number
}

async function benchDatabase(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const env: Record<string, string> = {
    PORT: '4100',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    RATE_LIMIT_FACTOR: '100000',
    DATA_DIR: path.join(tmp, kind),
  }
  if (kind === 'postgres') env.DATABASE_URL = process.env.BENCH_DATABASE_URL as string
  const database =
    kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') })
  await migrateDatabase(database)
  console.log(`[${kind}] generating`, scale)
  await generate(database.db, scale)
  await database.close()

  const app = start(['src/server/main.ts'], env)
  await waitFor('http://127.0.0.1:4100/api/health')
  const events = (await (await fetch('http://127.0.0.1:4100/api/events?featured=true&limit=3')).json()) as {
    id: string
  }[]
  const now = new Date()
  const month = `/api/events?from=${new Date(now.getFullYear(), now.getMonth(), 1).toISOString()}&to=${new Date(now.getFullYear(), now.getMonth() + 1, 1).toISOString()}`
  const cases = [
    { name: 'app overhead: /api/config (every global hook)', path: '/api/config', c: 100, p: 10 },
    { name: 'featured events', path: '/api/events?featured=true&limit=3', c: 100, p: 1 },
    { name: 'one month of events', path: month, c: 100, p: 1 },
    { name: 'event detail', path: `/api/events/${events[0]?.id}`, c: 100, p: 1 },
  ]
  const bodies: Record<string, string> = {}
  for (const c of cases)
    bodies[c.path] = Buffer.from(
      await (await fetch(`http://127.0.0.1:4100${c.path}`)).arrayBuffer(),
    ).toString('base64')
  const raw = start(['bench/serve-raw.ts'], { PORT: '4101', RAW_BODIES: JSON.stringify(bodies) })
  await waitFor('http://127.0.0.1:4101/')

  const rows: Row[] = []
  for (const c of cases) {
    await load(`http://127.0.0.1:4100${c.path}`, c.c, c.p) // warm-up
    const a: Awaited<ReturnType<typeof load>>[] = []
    const r: Awaited<ReturnType<typeof load>>[] = []
    for (let i = 0; i < ROUNDS; i++) {
      r.push(await load(`http://127.0.0.1:4101${c.path}`, c.c, c.p))
      a.push(await load(`http://127.0.0.1:4100${c.path}`, c.c, c.p))
    }
    const row = {
      name: c.name,
      db: kind,
      appRps: median(a.map((x) => x.rps)),
      rawRps: median(r.map((x) => x.rps)),
      ratio: median(a.map((x) => x.rps)) / median(r.map((x) => x.rps)),
      p50: median(a.map((x) => x.p50)),
      p99: median(a.map((x) => x.p99)),
      errors: a.reduce((s, x) => s + x.errors, 0),
    }
    console.log(row)
    rows.push(row)
  }
  app.kill('SIGTERM')
  raw.kill('SIGTERM')
  return rows
}

async function main() {
  rmSync(tmp, { recursive: true, force: true })
  mkdirSync(tmp, { recursive: true })
  const rows = await benchDatabase('pglite')
  if (process.env.BENCH_DATABASE_URL) rows.push(...(await benchDatabase('postgres')))
  const machine = {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  }
  const date = new Date().toISOString()
  writeFileSync(
    'bench/results.json',
    JSON.stringify({ date, machine, scale, rounds: ROUNDS, seconds: DURATION, rows }, null, 2),
  )
  const md = [
    '# Benchmark results',
    '',
    `Taken ${date} on ${machine.cpus} × ${machine.cpu}, ${machine.memGiB} GiB, Node ${machine.node}. Data set: ${JSON.stringify(scale)}.`,
    `Each figure is the median of ${ROUNDS} rounds of ${DURATION} s, app and raw node:http (same bytes) alternating.`,
    '',
    '| case | db | app req/s | raw req/s | ratio | p50 ms | p99 ms | errors |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.db} | ${Math.round(r.appRps)} | ${Math.round(r.rawRps)} | ${r.ratio.toFixed(2)} | ${r.p50} | ${r.p99} | ${r.errors} |`,
    ),
    '',
  ].join('\n')
  writeFileSync('bench/results.md', md)
  console.log(md)
  process.exit(0)
}
void main()
