import http from 'node:http'
import { backgroundLoad } from './load'
import { sampleRss } from './proc'
import { percentile } from './stats'

export interface ExportResult {
  format: 'csv' | 'xlsx'
  seconds: number
  bytes: number
  peakRssMb: number
  idleP99Ms: number
  duringP99Ms: number
}

function download(url: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`export answered ${res.statusCode}`))
        let bytes = 0
        res.on('data', (c: Buffer) => {
          bytes += c.length
        })
        res.on('end', () => resolve(bytes))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

/** Streams one export while 10 connections read `readPath`; the same read alone first gives the idle p99. */
export async function measureExport(
  base: string,
  pid: number | undefined,
  eventId: string,
  format: 'csv' | 'xlsx',
  adminCookie: string,
  readPath: string,
  idleSeconds: number,
): Promise<ExportResult> {
  const idle = backgroundLoad(`${base}${readPath}`, 10)
  await new Promise((r) => setTimeout(r, idleSeconds * 1000))
  const idleLat = await idle.stop()

  const rss = sampleRss(pid)
  const during = backgroundLoad(`${base}${readPath}`, 10)
  const t0 = performance.now()
  const bytes = await download(
    `${base}/api/events/${eventId}/export-registrations?format=${format}`,
    adminCookie,
  )
  const seconds = (performance.now() - t0) / 1000
  const duringLat = await during.stop()
  return {
    format,
    seconds,
    bytes,
    peakRssMb: rss.stop(),
    idleP99Ms: percentile(idleLat, 99),
    duringP99Ms: percentile(duringLat, 99),
  }
}
