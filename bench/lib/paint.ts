import { chromium } from 'playwright-core'
import { median } from './stats'

export interface PaintResult {
  path: string
  throttled: boolean
  lcpMs: number
  cls: number
  loads: number
}

// Collected from the first byte: the largest contentful paint so far and the sum of unexpected layout shifts.
const OBSERVE = `
  window.__perf = { lcp: 0, cls: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.lcp = e.startTime })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value })
    .observe({ type: 'layout-shift', buffered: true });
`

/** Median LCP and CLS of `loads` cold loads (a fresh browser context each: empty cache, no cookies). */
export async function measurePaint(base: string, paths: string[], loads: number): Promise<PaintResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const out: PaintResult[] = []
  try {
    for (const throttled of [false, true]) {
      for (const p of paths) {
        const lcp: number[] = []
        const cls: number[] = []
        for (let i = 0; i < loads; i++) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
          const page = await context.newPage()
          await page.addInitScript(OBSERVE)
          if (throttled) {
            // Lighthouse's mobile preset: 4× slower CPU, 150 ms round trip, 1.6 Mbps down, 750 kbps up.
            const cdp = await context.newCDPSession(page)
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
            await cdp.send('Network.enable')
            await cdp.send('Network.emulateNetworkConditions', {
              offline: false,
              latency: 150,
              downloadThroughput: (1.6 * 1024 * 1024) / 8,
              uploadThroughput: (750 * 1024) / 8,
            })
          }
          await page.goto(base + p, { waitUntil: 'networkidle', timeout: 120_000 })
          // Throttled, the page can still be rendering when the network goes quiet: wait for a first LCP entry
          // (a load that never reports one counts as NaN, a miss, never as 0 ms), then for later candidates.
          // A function, not a string: the app's CSP forbids eval, which a string predicate needs.
          const painted = await page
            .waitForFunction(() => (window as unknown as { __perf: { lcp: number } }).__perf.lcp > 0, null, {
              timeout: 60_000,
            })
            .then(() => true)
            .catch(() => false)
          await page.waitForTimeout(1000)
          const perf = (await page.evaluate('window.__perf')) as { lcp: number; cls: number }
          lcp.push(painted ? perf.lcp : Number.NaN)
          cls.push(perf.cls)
          await context.close()
        }
        // A load that never painted ranks as the slowest; a median among those is not a measurement.
        const lcpMs = median(lcp.map((x) => (Number.isNaN(x) ? Number.POSITIVE_INFINITY : x)))
        out.push({
          path: p,
          throttled,
          lcpMs: Number.isFinite(lcpMs) ? lcpMs : Number.NaN,
          cls: median(cls),
          loads,
        })
      }
    }
  } finally {
    await browser.close()
  }
  return out
}
