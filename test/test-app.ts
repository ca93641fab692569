import type { Adapters } from '../src/server/adapters'
import { buildApp } from '../src/server/app'
import type { Clock } from '../src/server/clock'
import { type Config, loadConfig } from '../src/server/config'
import type { Database } from '../src/server/db/client'
import { createUser, type TestUser } from './factories'
import { HttpClient } from './http-client'
import { createTestDatabase } from './test-db'

/** A clock tests can move; never sleep in a test. */
export class TestClock implements Clock {
  constructor(private t = new Date()) {}
  now = () => new Date(this.t)
  set(d: Date) {
    this.t = new Date(d)
  }
  advance(ms: number) {
    this.t = new Date(this.t.getTime() + ms)
  }
}

export interface TestApp {
  url: string
  database: Database
  db: Database['db']
  config: Config
  clock: TestClock
  /** Every route the server registered (method, url pattern). */
  routes: { method: string; url: string }[]
  client(): HttpClient
  /** Runs every registered background task once (move the clock first). */
  runTasks(): Promise<void>
  /** Creates a user (or takes one) and returns a signed-in client. */
  signIn(user?: Partial<TestUser> | TestUser): Promise<HttpClient & { user: TestUser }>
  close(): Promise<void>
}

export async function startTestApp(
  opts: {
    kind?: 'pglite' | 'postgres'
    env?: Record<string, string>
    clock?: TestClock
    /** Another app's database (a second process on the same PostgreSQL); left open by close(). */
    database?: Database
    /** A built client to serve (index.html and static files), for tests of what the site answers beside the API. */
    clientDir?: string
    /** Fakes for some adapters (payment processor, senders, storage, LLM), as `buildApp` takes them. */
    adapters?: Partial<Adapters>
  } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await createTestDatabase(opts.kind ?? 'pglite'))
  const settings = loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_FACTOR: '1000',
    SEED_DEMO: 'false',
    // Factories write behind the app's back; on PostgreSQL the cache hears of it by NOTIFY a moment later,
    // which a test's very next request may beat. The cache's own tests turn it on.
    CATALOGUE_CACHE: database.kind === 'postgres' ? 'false' : 'true',
    ...opts.env,
  })
  const clock = opts.clock ?? new TestClock()
  const app = await buildApp({
    config: settings,
    database,
    clock,
    logger: false,
    clientDir: opts.clientDir,
    adapters: opts.adapters,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const t: TestApp = {
    url,
    database,
    db: database.db,
    config: app.appConfig,
    clock,
    routes: app.routeTable,
    client: () => new HttpClient(url),
    runTasks: () => app.tasks.runAllOnce(),
    async signIn(user) {
      const u =
        user && 'id' in user && user.id ? (user as TestUser) : await createUser(database.db, user ?? {})
      const c = new HttpClient(url)
      const res = await c.post('/api/auth/login', { email: u.email, password: u.password })
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`)
      return Object.assign(c, { user: u })
    },
    async close() {
      await app.close()
      if (!opts.database) await database.close()
    },
  }
  return t
}
