import { randomBytes } from 'node:crypto'
import { eq, type SQL, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CancelRegistrationSchema } from '../../src/domain/admin-registrations'
import { EVENT_FORM_DEFAULTS, EventFormSchema } from '../../src/domain/event-form'
import { MaterialUploadSchema, RequestUploadSchema } from '../../src/domain/uploads'
import {
  eventProposals,
  loginAttempts,
  notificationPreferences,
  outbox,
  registrations,
} from '../../src/server/db/schema'
import { createEvent, createProvider, createUser, type TestUser } from '../factories'
import type { HttpClient } from '../http-client'
import { startTestApp, type TestApp } from '../test-app'
import { databaseKinds } from '../test-db'
import { bodyFor, type Hints, type JsonSchema, pathParam, toJsonText } from './fuzz-arbitraries'

/**
 * Random and hostile requests to every write endpoint the OpenAPI description (plus the route table, for
 * hidden routes) lists, as an admin and as a parent: never a 500, always the contract's error format on
 * a 4xx, and a refused request leaves every table exactly as it was.
 *
 * Reproduce a failure with FUZZ_SEED=<seed printed in the failure>.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_917)
const RUNS = Number(process.env.FUZZ_RUNS ?? 25)

/**
 * Tables a refused request may legitimately change, and why. Everything else must be byte-for-byte
 * unchanged after a 4xx.
 */
const CHANGES_ON_REFUSAL: Record<string, string> = {
  // A wrong password is counted per account to slow down guessing (that is the point of a refusal).
  login_attempts: 'failed sign-ins are recorded to limit guessing',
  // A rate-limited route counts every request, refused or not, before it reads the body.
  rate_limit_hits: 'rate limits count each request from a client',
  // Every signed-in request notes when its session was last used (Settings lists the person's devices, issue 33).
  sessions: 'a session records when it was last seen',
}

/** Routes that read their body in the handler (no schema in OpenAPI): the schema the handler parses with. */
const HANDLER_SCHEMAS: Record<string, z.ZodType> = {
  'POST /api/events': EventFormSchema,
  'PATCH /api/events/{id}': EventFormSchema,
  'POST /api/registrations/{id}/cancel': CancelRegistrationSchema,
  'POST /api/objects/upload': RequestUploadSchema,
  'PUT /api/materials/upload': MaterialUploadSchema,
}

/** Valid bodies for schemas whose rules JSON Schema cannot carry (refinements), so mutations start from a body the handler accepts. */
const EXAMPLES: Record<string, Record<string, unknown>> = {
  'POST /api/events': {
    ...EVENT_FORM_DEFAULTS,
    title: 'Fuzzed event',
    description: 'A description long enough for the form.',
    eventType: 'Educational Discussion',
    date: '2031-03-04T10:00',
    providerName: 'Pat Provider',
    providerRole: 'IBCLC',
  },
}
EXAMPLES['PATCH /api/events/{id}'] = EXAMPLES['POST /api/events']

const WRITE = new Set(['post', 'put', 'patch', 'delete'])
type Role = 'admin' | 'parent'

interface Operation {
  method: string
  path: string
  body?: JsonSchema
  example?: Record<string, unknown>
  query: { name: string; schema: JsonSchema }[]
}

/** Every write operation: from OpenAPI, plus hidden write routes (webhooks, unsubscribe) with no schema. */
function operations(doc: OpenApi, routes: { method: string; url: string }[]): Operation[] {
  const ops = new Map<string, Operation>()
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!WRITE.has(method)) continue
      const key = `${method.toUpperCase()} ${path}`
      const handler = HANDLER_SCHEMAS[key]
      ops.set(key, {
        method: method.toUpperCase(),
        path,
        body:
          op.requestBody?.content?.['application/json']?.schema ??
          (handler
            ? (z.toJSONSchema(handler, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
            : undefined),
        example: EXAMPLES[key],
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema })),
      })
    }
  }
  for (const r of routes) {
    if (!WRITE.has(r.method.toLowerCase())) continue
    const path = r.url.replace(/:(\w+)/g, '{$1}')
    const key = `${r.method} ${path}`
    if (!ops.has(key)) ops.set(key, { method: r.method, path, query: [] })
  }
  // Deletions last: the other operations should find the seeded rows still there.
  return [...ops.values()].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[]
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
      }
    >
  >
}

/** Percent-encodes every byte outside the unreserved set (lone surrogates become U+FFFD, as in a browser). */
const encodeSegment = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('')

interface Request {
  path: string
  body: unknown
  /** Not JSON at all, sometimes with a JSON content type. */
  raw?: { text: string; type: string }
}

function requestFor(
  op: Operation,
  hints: Hints,
  idsBySegment: Record<string, string[]>,
): fc.Arbitrary<Request> {
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
  const segment = (p: string) => op.path.split(`/{${p}}`)[0].split('/').pop() ?? ''
  const paramHints = (p: string): Hints => ({ ids: idsBySegment[segment(p)] ?? hints.ids })
  const query = fc.tuple(
    ...op.query.map((q) =>
      fc
        .option(fc.oneof(bodyFor(q.schema, hints), pathParam(hints)), { nil: undefined })
        .map((v) => [q.name, v] as const),
    ),
  )
  const raw = fc.record({
    text: fc.constantFrom('{"a":', 'not json', '\u0000', '{"__proto__":{"x":1}}', '[]'.repeat(10)),
    type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
  })
  const body = fc.oneof(
    { weight: 12, arbitrary: bodyFor(op.body, hints, op.example).map((json) => ({ json, raw: undefined })) },
    { weight: 1, arbitrary: raw.map((r) => ({ json: undefined, raw: r })) },
  )
  return fc
    .tuple(fc.tuple(...params.map((p) => pathParam(paramHints(p)))), query, body)
    .map(([values, q, { json, raw: rawBody }]) => {
      let path = op.path
      params.forEach((p, i) => {
        path = path.replace(`{${p}}`, encodeSegment(values[i]))
      })
      const qs = q
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${encodeSegment(typeof v === 'string' ? v : toJsonText(v))}`)
        .join('&')
      return { path: qs ? `${path}?${qs}` : path, body: json, raw: rawBody }
    })
}

async function send(c: HttpClient, origin: string, method: string, r: Request) {
  const headers: Record<string, string> = { origin }
  if (r.raw) return c.request(method, r.path, r.raw.text, { ...headers, 'content-type': r.raw.type })
  if (r.body === undefined) return c.request(method, r.path, undefined, headers)
  return c.request(method, r.path, toJsonText(r.body), { ...headers, 'content-type': 'application/json' })
}

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function query<R>(t: TestApp, q: SQL): Promise<R[]> {
  return ((await t.db.execute(q)) as unknown as { rows: R[] }).rows
}

/** Count and content hash of every table: a refused request must leave both as they were. */
async function snapshot(t: TestApp, tables: string[]) {
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`,
  )
  const rows = await query<{ name: string; n: number; h: string }>(t, sql.raw(parts.join(' union all ')))
  return Object.fromEntries(rows.map((r) => [r.name, { n: Number(r.n), h: r.h }]))
}

const ErrorBody = z.object({
  message: z.string().min(1),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})

describe.each(databaseKinds())('fuzzing every write endpoint on %s', (kind) => {
  let t: TestApp
  let ops: Operation[]
  let tables: string[]
  const users = {} as Record<Role, TestUser>
  const hints: Hints = { ids: [] }
  /** Seeded ids by the path segment that names their kind (`/api/events/{id}` → events). */
  const idsBySegment: Record<string, string[]> = {}
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort()

  beforeAll(async () => {
    t = await startTestApp({ kind })
    users.admin = await createUser(t.db, { role: 'admin' })
    users.parent = await createUser(t.db, { role: 'parent' })
    const providerUser = await createUser(t.db, { role: 'provider' })
    const provider = await createProvider(t.db, { userId: providerUser.id })
    const other = await createProvider(t.db)
    const free = await createEvent(t.db, { providerId: provider.id })
    const paid = await createEvent(t.db, { providerId: other.id, priceCents: 2500 })
    const full = await createEvent(t.db, { capacity: 1 })
    const draft = await createEvent(t.db, { status: 'draft' })
    const reg = async (eventId: string, userId: string) =>
      (
        await t.db
          .insert(registrations)
          .values({ eventId, userId, joinToken: randomBytes(16).toString('hex') })
          .returning()
      )[0].id
    const stranger = await createUser(t.db)
    const proposal = async (values: Partial<typeof eventProposals.$inferInsert>) =>
      (
        await t.db
          .insert(eventProposals)
          .values({ serviceType: 'Class', eventName: 'Sleep basics', ...values })
          .returning()
      )[0].id
    const [message] = await t.db
      .insert(outbox)
      .values({ channel: 'email', kind: 'test', recipient: 'x@example.test', status: 'failed' })
      .returning()
    await t.db.insert(notificationPreferences).values({ userId: users.parent.id })
    const registrationIds = [
      await reg(free.id, users.parent.id),
      await reg(full.id, stranger.id),
      await reg(paid.id, stranger.id),
    ]
    const proposalIds = [
      await proposal({ status: 'coming_soon' }),
      await proposal({ providerId: provider.id, submittedByUserId: providerUser.id }),
      await proposal({ providerId: other.id, durationMinutes: 60 }),
    ]
    Object.assign(idsBySegment, {
      events: [free.id, paid.id, full.id, draft.id],
      providers: [provider.id, other.id],
      favorites: [provider.id, other.id],
      registrations: registrationIds,
      'event-proposals': proposalIds,
      'my-proposals': proposalIds,
      outbox: [message.id],
      // Never the fuzzing accounts themselves: an admin demoting itself would end the run.
      users: [stranger.id],
    })
    hints.ids = [...new Set(Object.values(idsBySegment).flat())]
    const doc = (await t.client().get('/api/docs/json')).body as OpenApi
    ops = operations(doc, t.routes)
    const found = await query<{ table_name: string }>(
      t,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
    tables = found.map((r) => r.table_name)
  })
  afterAll(() => t?.close())

  it('finds the write endpoints and the tables to watch', () => {
    expect(ops.length).toBeGreaterThan(30)
    expect(ops.filter((o) => o.body).length).toBeGreaterThan(15)
    for (const [key, example] of Object.entries(EXAMPLES)) {
      expect(HANDLER_SCHEMAS[key].safeParse(example).error, key).toBeUndefined()
    }
    for (const name of Object.keys(CHANGES_ON_REFUSAL)) {
      expect(tables).toContain(name)
    }
  })

  it.each(['admin', 'parent'] as Role[])(
    'as %s: no 500, the error format, no half-written row',
    async (role) => {
      const failures: string[] = []
      let client = await t.signIn(users[role])
      for (const [index, op] of ops.entries()) {
        // Sign-out (and role changes) end the session: start each operation signed in again. Fuzzing the password
        // change counts wrong current passwords toward the sign-in pause: let its 15 minutes pass first.
        if ((await client.get('/api/auth/user')).status !== 200) {
          await t.db.delete(loginAttempts).where(eq(loginAttempts.email, users[role].email.toLowerCase()))
          client = await t.signIn(users[role])
        }
        const key = `${op.method} ${op.path}`
        let last: Awaited<ReturnType<typeof snapshot>> | undefined
        // A parent refused by the guard gets a few hostile requests (the guard must answer before parsing), not the full run.
        const guarded = async () =>
          (
            await send(client, t.url, op.method, {
              path: op.path.replace(/\{\w+\}/g, hints.ids[0]),
              body: {},
            })
          ).status === 403
        const runs = role === 'parent' && (await guarded()) ? 5 : RUNS
        try {
          await fc.assert(
            fc.asyncProperty(requestFor(op, hints, idsBySegment), async (r) => {
              // The state after one request is the state before the next (nothing else writes meanwhile).
              const before = last ?? (await snapshot(t, tables))
              const res = await send(client, t.url, op.method, r)
              const after = await snapshot(t, tables)
              last = after
              const where = `${op.method} ${r.path.slice(0, 200)} → ${res.status} ${res.text.slice(0, 300)}`
              expect(res.status, where).toBeLessThan(500)
              if (res.status < 400) return
              expect(ErrorBody.safeParse(res.body).success, `error format: ${where}`).toBe(true)
              const changed = tables.filter((name) => {
                if (CHANGES_ON_REFUSAL[name]) return false
                return before[name].n !== after[name].n || before[name].h !== after[name].h
              })
              expect(changed, `tables changed by a refused request: ${where}`).toEqual([])
            }),
            { numRuns: runs, seed: SEED + index, endOnFailure: true },
          )
        } catch (e) {
          failures.push(
            `${key} (FUZZ_SEED=${SEED}, seed ${SEED + index}): ${(e as Error).message.slice(0, 1500)}`,
          )
        }
      }
      expect(failures).toEqual([])
    },
    // Every operation × its runs, with a snapshot of every table around each request: minutes on a loaded machine.
    300_000,
  )

  it('left Object.prototype untouched', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys)
    const probe = {} as Record<string, unknown>
    expect([probe.polluted, probe.isAdmin, probe.role]).toEqual([undefined, undefined, undefined])
  })
})
