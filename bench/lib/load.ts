import { createRequire } from 'node:module'
import autocannon from 'autocannon'
import { median, ratio } from './stats'

// autocannon appends every response body to a string (`req.body += chunk`), decoding it as UTF-8. For gzip's
// binary bytes that decode is ~25× slower than for ASCII JSON (57 MB/s against 1.9 GB/s on one connection here),
// so on a 2-core machine the load generator took the CPU the servers needed and compressed answers looked slow.
// Latin-1 decodes any byte at the same speed; with it autocannon matches wrk on the same answers (gzipped month:
// 11 800 against 13 300 req/s; plain: 1.6 against 1.3 GB/s). Dropping the body instead was slower still (the
// client then reads in tiny chunks). Bytes and latencies are counted elsewhere (addByteCount, hrtime).
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { peek(): { body: string } | undefined; addBody(data: Buffer): void }
}
PipelinedRequestsQueue.prototype.addBody = function addBody(data: Buffer) {
  const req = this.peek()
  if (req) req.body += data.toString('latin1')
}

export interface LoadOptions {
  connections: number
  pipelining: number
  seconds: number
  /** Cookie values, one per simulated visitor, rotated request by request. */
  cookies?: string[]
  /** Sent on every request (e.g. the Accept-Encoding every browser sends). */
  headers?: Record<string, string>
}

export interface LoadResult {
  rps: number
  p50: number
  p99: number
  errors: number
}

export async function load(url: string, o: LoadOptions): Promise<LoadResult> {
  let i = 0
  const r = await autocannon({
    url,
    connections: o.connections,
    pipelining: o.pipelining,
    duration: o.seconds,
    timeout: 30,
    headers: o.headers,
    requests: o.cookies?.length
      ? [
          {
            setupRequest: (req) => {
              req.headers = { ...req.headers, cookie: o.cookies?.[i++ % (o.cookies?.length ?? 1)] as string }
              return req
            },
          },
        ]
      : undefined,
  })
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx }
}

export interface Comparison {
  appRps: number
  rawRps: number
  ratio: number
  p50: number
  p99: number
  /** The raw server's p99 under the same load: the floor this machine sets. */
  rawP99: number
  errors: number
}

/** Warm-up, then app and raw node:http in alternating rounds; medians compared. */
export async function compare(
  appUrl: string,
  rawUrl: string,
  rounds: number,
  o: LoadOptions,
): Promise<Comparison> {
  await load(appUrl, { ...o, seconds: Math.min(o.seconds, 3) })
  const app: LoadResult[] = []
  const raw: LoadResult[] = []
  for (let i = 0; i < rounds; i++) {
    raw.push(await load(rawUrl, o))
    app.push(await load(appUrl, o))
  }
  return {
    appRps: median(app.map((x) => x.rps)),
    rawRps: median(raw.map((x) => x.rps)),
    ratio: ratio(
      app.map((x) => x.rps),
      raw.map((x) => x.rps),
    ),
    p50: median(app.map((x) => x.p50)),
    p99: median(app.map((x) => x.p99)),
    rawP99: median(raw.map((x) => x.p99)),
    errors: app.reduce((s, x) => s + x.errors, 0),
  }
}

/** Runs a load in the background until `stop()` (for "while the export runs"). */
export function backgroundLoad(url: string, connections: number) {
  const lat: number[] = []
  let finished: () => void = () => {}
  const done = new Promise<void>((r) => {
    finished = r
  })
  const inst = autocannon({ url, connections, duration: 600, timeout: 30 }, () => finished())
  inst.on('response', (_client, _status, _bytes, ms) => lat.push(ms))
  return {
    async stop() {
      inst.stop()
      await done
      return lat
    },
  }
}
