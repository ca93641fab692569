import { defineConfig, devices } from '@playwright/test'

// Two servers, each on a fresh embedded database of its own: the journeys (which change data, so they run one at a
// time) on one, the read-only axe sweep over every route on the other, so the two run side by side
// (measured: 7.3 → 5.5 min on 2 cores; more workers only contend for them).
const port = Number(process.env.E2E_PORT ?? 3100)
const a11yPort = port + 1

function server(serverPort: number) {
  const dataDir = `.data-e2e-${serverPort}`
  return {
    // Demo data plus e2e/data fixtures; the server as `npm start` runs it (built by test:e2e).
    command: `rm -rf ${dataDir} && node --import tsx e2e/prepare-db.ts && sh scripts/serve.sh`,
    url: `http://localhost:${serverPort}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(serverPort),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '100',
      // Files from a link (issue 25.2): the journeys' stand-in for another site listens on port + 2.
      REMOTE_FETCH_TEST_ALLOW: `127.0.0.1:${port + 2}`,
    },
  }
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A hang guard, not a speed check: on a 2-core machine the journeys share the CPU with the axe sweep.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'journeys',
      testIgnore: /a11y-(routes|layout)\.spec\.ts/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${port}` },
    },
    {
      name: 'a11y-routes',
      testMatch: /a11y-(routes|layout)\.spec\.ts/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${a11yPort}` },
    },
  ],
  webServer: [server(port), server(a11yPort)],
})
