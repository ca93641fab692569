import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventProposals, notificationPreferences, outbox, registrations } from '../../src/server/db/schema'
import { createEvent, createProvider, createUser, type TestUser } from '../factories'
import { stripeTestEnv } from '../fakes/stripe'
import type { HttpClient } from '../http-client'
import { startTestApp, type TestApp } from '../test-app'
import { databaseKinds } from '../test-db'

/**
 * Every route the server registers × {signed out, parent, provider, admin}, with the exact status.
 * A route without a row here fails the test: new routes are reviewed for permissions before they ship.
 * HEAD routes (Fastify adds one per GET) must answer exactly like their GET.
 */
type Role = 'anon' | 'parent' | 'provider' | 'admin'
const ROLES: Role[] = ['anon', 'provider', 'admin', 'parent'] // parent last: its DELETE cancels its own registration
type Expect = [anon: number, parent: number, provider: number, admin: number]
interface Row {
  path: string
  body?: unknown
  /** A new session per request (sign-out routes end the session they are sent with). */
  fresh?: boolean
  expect: Expect
}

const OWN = [401, 200, 200, 200] as Expect
const ADMIN_READ = [401, 403, 403, 200] as Expect
const ADMIN_WRITE = [401, 403, 403, 400] as Expect // admin passes the guard; the empty body is refused
const PUBLIC = [200, 200, 200, 200] as Expect
const all = (s: number) => [s, s, s, s] as Expect

let t: TestApp
const clients = {} as Record<Role, HttpClient>
const users = {} as Record<Exclude<Role, 'anon'>, TestUser>
const ids = {} as Record<string, string>

function table(): Record<string, Row> {
  const {
    pub,
    draft,
    other,
    delEvent,
    provider,
    delProvider,
    proposal,
    ownProposal,
    outboxId,
    reg2,
    token,
    target,
  } = ids
  return {
    // The person's own data: any signed-in account makes and reads only its own copy.
    'GET /api/account/data-export': { path: '/api/account/data-export', expect: OWN },
    'POST /api/account/data-export': { path: '/api/account/data-export', expect: [401, 201, 201, 201] },
    // Authorised by the signed link AND the session of the account it was made for: a forged link is 404.
    'GET /api/account/data-export/download': {
      path: '/api/account/data-export/download?token=forged',
      expect: [401, 404, 404, 404],
    },
    // Any signed-in account may delete itself, proving it with its password: the empty one is refused.
    'POST /api/account/delete': { path: '/api/account/delete', expect: [401, 400, 400, 400] },
    // Each account lists and ends only its own sessions: another's id is the same 404 as an unknown one.
    'GET /api/account/sessions': { path: '/api/account/sessions', expect: OWN },
    'DELETE /api/account/sessions/:id': {
      path: '/api/account/sessions/not-a-session',
      expect: [401, 404, 404, 404],
    },
    // An admin answers a family's accommodation request (issue 29.3); the empty body is refused.
    'PUT /api/accommodations/:id': { path: '/api/accommodations/not-an-id', expect: ADMIN_WRITE },
    'POST /api/admin/ai-bulk-import': { path: '/api/admin/ai-bulk-import', expect: ADMIN_WRITE },
    'POST /api/admin/ai-import-classes': { path: '/api/admin/ai-import-classes', expect: ADMIN_WRITE },
    'GET /api/admin/audit': { path: '/api/admin/audit', expect: ADMIN_READ },
    'GET /api/admin/dashboard-metrics': { path: '/api/admin/dashboard-metrics', expect: ADMIN_READ },
    'GET /api/admin/session-outcomes': { path: '/api/admin/session-outcomes', expect: ADMIN_READ },
    'POST /api/admin/event-proposals/coming-soon': {
      path: '/api/admin/event-proposals/coming-soon',
      expect: ADMIN_WRITE,
    },
    // An empty commit is valid and imports nothing.
    'POST /api/admin/import/commit': { path: '/api/admin/import/commit', expect: [401, 403, 403, 200] },
    'POST /api/admin/import/extract-text': { path: '/api/admin/import/extract-text', expect: ADMIN_WRITE },
    'GET /api/admin/outbox': { path: '/api/admin/outbox', expect: ADMIN_READ },
    'GET /api/admin/outbox/:id': { path: `/api/admin/outbox/${outboxId}`, expect: ADMIN_READ },
    'POST /api/admin/outbox/:id/retry': { path: `/api/admin/outbox/${outboxId}/retry`, expect: ADMIN_READ },
    'GET /api/admin/providers': { path: '/api/admin/providers', expect: ADMIN_READ },
    // Any signed-in account may move itself to a new address; the empty body is refused.
    // Any signed-in account may answer the age question for itself (asked of OIDC accounts); the empty body is refused.
    'POST /api/auth/age-confirmation': { path: '/api/auth/age-confirmation', expect: [401, 400, 400, 400] },
    'POST /api/auth/email': { path: '/api/auth/email', expect: [401, 400, 400, 400] },
    'POST /api/auth/login': { path: '/api/auth/login', expect: all(400) },
    // The code step of sign-in is for anyone holding the password step's ticket: the empty body is refused first.
    'POST /api/auth/login/mfa': { path: '/api/auth/login/mfa', expect: all(400) },
    // Each account sets up and turns off only its own second factor (issue 33).
    'GET /api/auth/mfa': { path: '/api/auth/mfa', expect: OWN },
    'POST /api/auth/mfa/setup': { path: '/api/auth/mfa/setup', expect: OWN },
    'POST /api/auth/mfa/enable': { path: '/api/auth/mfa/enable', expect: [401, 400, 400, 400] },
    'POST /api/auth/mfa/disable': { path: '/api/auth/mfa/disable', expect: [401, 400, 400, 400] },
    'POST /api/auth/mfa/recovery-codes': {
      path: '/api/auth/mfa/recovery-codes',
      expect: [401, 400, 400, 400],
    },
    'POST /api/auth/logout': { path: '/api/auth/logout', fresh: true, expect: all(204) },
    // Anyone may ask for a link or use one: without a body, every role gets the same 400.
    // Any signed-in role passes the guard; the empty body is refused.
    'POST /api/auth/password': { path: '/api/auth/password', expect: [401, 400, 400, 400] },
    'POST /api/auth/password-reset': { path: '/api/auth/password-reset', expect: all(400) },
    'GET /api/auth/password-reset/status': { path: '/api/auth/password-reset/status', expect: PUBLIC },
    'POST /api/auth/password-reset/confirm': { path: '/api/auth/password-reset/confirm', expect: all(400) },
    // Only the account a confirmation link was sent for can use it: signed in, the empty body is refused.
    'POST /api/auth/verify-email': { path: '/api/auth/verify-email', expect: [401, 400, 400, 400] },
    // The matrix's accounts have proven addresses: there is nothing to send again.
    'POST /api/auth/verify-email/resend': {
      path: '/api/auth/verify-email/resend',
      expect: [401, 409, 409, 409],
    },
    'POST /api/auth/signup': { path: '/api/auth/signup', expect: all(400) },
    'GET /api/auth/user': { path: '/api/auth/user', expect: OWN },
    'GET /api/config': { path: '/api/config', expect: PUBLIC },
    'POST /api/create-payment-intent': { path: '/api/create-payment-intent', expect: [401, 400, 400, 400] },
    'GET /api/docs': { path: '/api/docs', expect: PUBLIC },
    'GET /api/docs/json': { path: '/api/docs/json', expect: PUBLIC },
    'GET /api/docs/yaml': { path: '/api/docs/yaml', expect: PUBLIC },
    'GET /api/docs/static/*': { path: '/api/docs/static/swagger-ui.css', expect: PUBLIC },
    'GET /api/docs/static/index.html': { path: '/api/docs/static/index.html', expect: all(302) },
    'GET /api/docs/static/swagger-initializer.js': {
      path: '/api/docs/static/swagger-initializer.js',
      expect: PUBLIC,
    },
    'GET /api/event-proposals': { path: '/api/event-proposals', expect: ADMIN_READ },
    'POST /api/event-proposals/:id/approve': {
      path: `/api/event-proposals/${ids.approveMe}/approve`,
      expect: [401, 403, 403, 200], // every field is optional: the proposal's own values fill the event
    },
    'PATCH /api/event-proposals/:id/status': {
      path: `/api/event-proposals/${ownProposal}/status`,
      expect: ADMIN_WRITE,
    },
    'POST /api/event-proposals/:id/vote': { path: `/api/event-proposals/${proposal}/vote`, expect: OWN },
    'DELETE /api/event-proposals/:id/vote': { path: `/api/event-proposals/${proposal}/vote`, expect: OWN },
    'GET /api/event-proposals/:id/vote-status': {
      path: `/api/event-proposals/${proposal}/vote-status`,
      expect: PUBLIC,
    },
    'GET /api/event-proposals/coming-soon': { path: '/api/event-proposals/coming-soon', expect: PUBLIC },
    'GET /api/events': { path: '/api/events', expect: PUBLIC },
    'POST /api/events': { path: '/api/events', expect: ADMIN_WRITE },
    'DELETE /api/events/:id': { path: `/api/events/${delEvent}`, expect: [401, 403, 403, 204] },
    'GET /api/events/:id': { path: `/api/events/${pub}`, expect: PUBLIC },
    'PATCH /api/events/:id': { path: `/api/events/${pub}`, expect: ADMIN_WRITE },
    'GET /api/events/:id/calendar-provider.ics': {
      path: `/api/events/${pub}/calendar-provider.ics`,
      expect: [401, 403, 200, 200],
    },
    'GET /api/events/:id/calendar.ics': {
      path: `/api/events/${pub}/calendar.ics`,
      expect: [401, 200, 403, 403],
    },
    'GET /api/events/:id/export-registrations': {
      path: `/api/events/${pub}/export-registrations?format=csv`,
      expect: ADMIN_READ,
    },
    // Only ever the caller's own registration: not registered is 200 with null, whoever else is (the bodies are
    // checked in object-level.test.ts).
    'GET /api/events/:id/registration': { path: `/api/events/${pub}/registration`, expect: OWN },
    'GET /api/events/:id/registrations': { path: `/api/events/${pub}/registrations`, expect: ADMIN_READ },
    'GET /api/events/:id/tags': { path: `/api/events/${pub}/tags`, expect: PUBLIC },
    // A draft's tags are staff's, like the draft itself.
    'GET /api/events/:id/tags#draft': { path: `/api/events/${draft}/tags`, expect: [404, 404, 404, 200] },
    'POST /api/events/:id/waitlist': { path: `/api/events/${pub}/waitlist`, expect: [401, 409, 409, 409] },
    'GET /api/events/:id/waitlist': { path: `/api/events/${pub}/waitlist`, expect: OWN },
    'DELETE /api/events/:id/waitlist': { path: `/api/events/${pub}/waitlist`, expect: [401, 404, 404, 404] },
    // An offer link names one waitlist entry; an unknown token is the same 404 for everyone signed in.
    'GET /api/events/:id/waitlist/offer': {
      path: `/api/events/${pub}/waitlist/offer?token=unknown`,
      expect: [401, 404, 404, 404],
    },
    'POST /api/favorites/:providerId': { path: `/api/favorites/${provider}`, expect: [401, 204, 204, 204] },
    'DELETE /api/favorites/:providerId': { path: `/api/favorites/${provider}`, expect: [401, 204, 204, 204] },
    'GET /api/health': { path: '/api/health', expect: PUBLIC },
    'GET /api/login': { path: '/api/login', expect: all(302) },
    'GET /api/signup': { path: '/api/signup', expect: all(302) },
    'GET /api/logout': { path: '/api/logout', fresh: true, expect: all(302) },
    'PUT /api/materials/upload': { path: '/api/materials/upload', expect: ADMIN_WRITE },
    'GET /api/my-events': { path: '/api/my-events', expect: [401, 403, 200, 200] },
    // A provider sees the families of the sessions they facilitate; another provider's are refused (#other).
    'GET /api/my-events/:id/attendees': {
      path: `/api/my-events/${pub}/attendees`,
      expect: [401, 403, 200, 200],
    },
    'GET /api/my-events/:id/attendees#other': {
      path: `/api/my-events/${other}/attendees`,
      expect: [401, 403, 403, 200],
    },
    'GET /api/my-favorites': { path: '/api/my-favorites', expect: OWN },
    // A family's own due dates and birth dates (issue 31.3): only ever their own.
    'GET /api/my-stages': { path: '/api/my-stages', expect: OWN },
    'POST /api/my-stages': { path: '/api/my-stages', body: {}, expect: [401, 400, 400, 400] },
    'DELETE /api/my-stages/:id': {
      path: '/api/my-stages/00000000-0000-4000-8000-000000000000',
      expect: [401, 404, 404, 404],
    },
    'GET /api/my-recommendations': { path: '/api/my-recommendations', expect: OWN },
    'GET /api/my-stages/suggestions': { path: '/api/my-stages/suggestions', expect: OWN },
    'PUT /api/my-stages/suggestions': {
      path: '/api/my-stages/suggestions',
      body: {},
      expect: [401, 400, 400, 400],
    },
    'GET /api/my-proposals': { path: '/api/my-proposals', expect: [401, 403, 200, 200] },
    'POST /api/my-proposals': { path: '/api/my-proposals', expect: [401, 403, 400, 400] },
    'PATCH /api/my-proposals/:id': { path: `/api/my-proposals/${ownProposal}`, expect: [401, 403, 200, 404] },
    'GET /api/my-registrations': { path: '/api/my-registrations', expect: OWN },
    'GET /api/my-places': { path: '/api/my-places', expect: OWN },
    'GET /api/objects/config': { path: '/api/objects/config', expect: ADMIN_READ },
    // Uppy Companion's URL provider (issue 25.2): admins only; an empty body has no link to fetch.
    'POST /api/companion/*': { path: '/api/companion/url/meta', expect: ADMIN_WRITE },
    // Multipart uploads exist only with S3 storage (404 without it), and always behind the admin guard.
    'POST /api/objects/multipart': { path: '/api/objects/multipart', expect: [401, 403, 403, 404] },
    'GET /api/objects/multipart/:uploadId': {
      path: '/api/objects/multipart/nope',
      expect: [401, 403, 403, 400],
    },
    'DELETE /api/objects/multipart/:uploadId': {
      path: '/api/objects/multipart/nope',
      expect: [401, 403, 403, 400],
    },
    'GET /api/objects/multipart/:uploadId/:partNumber': {
      path: '/api/objects/multipart/nope/1',
      expect: [401, 403, 403, 400],
    },
    'POST /api/objects/multipart/:uploadId/complete': {
      path: '/api/objects/multipart/nope/complete',
      expect: [401, 403, 403, 400],
    },
    // Authorised by a signed URL, not a session: a forged signature is refused for everyone.
    'PUT /api/objects/put/:key': {
      path: `/api/objects/put/forged?purpose=any&expires=${Date.now() + 60_000}&sig=x`,
      body: 'x',
      expect: all(403),
    },
    // Every field has a default: an empty body asks for a signed upload URL.
    'POST /api/objects/upload': { path: '/api/objects/upload', expect: [401, 403, 403, 200] },
    'GET /api/payments/config': { path: '/api/payments/config', expect: PUBLIC },
    'POST /api/payments/test/confirm': { path: '/api/payments/test/confirm', expect: [401, 400, 400, 400] },
    // Authorised by the Stripe signature only.
    'POST /api/payments/stripe/webhook': { path: '/api/payments/stripe/webhook', expect: all(400) },
    'GET /api/providers': { path: '/api/providers', expect: PUBLIC },
    'POST /api/providers': { path: '/api/providers', expect: ADMIN_WRITE },
    'GET /api/providers/:id': { path: `/api/providers/${provider}`, expect: PUBLIC },
    'PATCH /api/providers/:id': { path: `/api/providers/${provider}`, body: { bio: 7 }, expect: ADMIN_WRITE },
    'DELETE /api/providers/:id': { path: `/api/providers/${delProvider}`, expect: [401, 403, 403, 204] },
    'POST /api/registrations': { path: '/api/registrations', expect: [401, 400, 400, 400] },
    // The parent cancels their own registration; nobody else can reach it through this route.
    'DELETE /api/registrations/:id': { path: `/api/registrations/${reg2}`, expect: [401, 200, 404, 404] },
    'POST /api/registrations/:id/cancel': {
      path: `/api/registrations/${ids.reg3}/cancel`,
      expect: [401, 403, 403, 200],
    },
    // The facilitator or an admin; a week before the session there is nothing to record yet (409).
    'PUT /api/registrations/:id/attendance': {
      path: `/api/registrations/${ids.reg3}/attendance`,
      body: { attended: true },
      expect: [401, 403, 409, 409],
    },
    'PUT /api/registrations/:id/attendance#other': {
      path: `/api/registrations/${ids.regOther}/attendance`,
      body: { attended: true },
      expect: [401, 403, 403, 409],
    },
    // The built-in survey: only the registrant's own (anyone else: the same 404); answered once they attended.
    'GET /api/registrations/:id/feedback': {
      path: `/api/registrations/${reg2}/feedback`,
      expect: [401, 200, 404, 404],
    },
    'PUT /api/registrations/:id/feedback': {
      path: `/api/registrations/${reg2}/feedback`,
      body: { helpful: 5, wouldRecommend: true },
      expect: [401, 409, 404, 404],
    },
    // Verified reviews: the registrant's own (not attended: 409); admins moderate; profiles show published ones.
    'GET /api/registrations/:id/review': {
      path: `/api/registrations/${reg2}/review`,
      expect: [401, 200, 404, 404],
    },
    'PUT /api/registrations/:id/review': {
      path: `/api/registrations/${reg2}/review`,
      body: { rating: 5 },
      expect: [401, 409, 404, 404],
    },
    'GET /api/admin/reviews': { path: '/api/admin/reviews', expect: ADMIN_READ },
    'PATCH /api/admin/reviews/:id': {
      path: '/api/admin/reviews/00000000-0000-4000-8000-000000000000',
      expect: ADMIN_WRITE,
    },
    'GET /api/providers/:id/reviews': { path: `/api/providers/${provider}/reviews`, expect: PUBLIC },
    // Certificates: the registrant's own (not attended: 409), a facilitator's own session (not ended: 409); the
    // public check answers for any code, and an unknown one is 404.
    'GET /api/registrations/:id/certificate.pdf': {
      path: `/api/registrations/${reg2}/certificate.pdf`,
      expect: [401, 409, 404, 404],
    },
    'GET /api/my-events/:id/certificate.pdf': {
      path: `/api/my-events/${pub}/certificate.pdf`,
      expect: [401, 403, 409, 403],
    },
    'GET /api/certificates/:code': { path: '/api/certificates/NOPE0-NOPE0', expect: all(404) },
    // Messages to a session's registrants: its provider or an admin (the preview sends nothing; an empty message is
    // refused); each family reads the messages it was sent.
    'POST /api/events/:id/messages/preview': {
      path: `/api/events/${pub}/messages/preview`,
      body: { subject: 'Hello', body: 'A note' },
      expect: [401, 403, 200, 200],
    },
    'POST /api/events/:id/messages/preview#other': {
      path: `/api/events/${other}/messages/preview`,
      body: { subject: 'Hello', body: 'A note' },
      expect: [401, 403, 403, 200],
    },
    'POST /api/events/:id/messages': { path: `/api/events/${pub}/messages`, expect: [401, 403, 400, 400] },
    'GET /api/my-messages': { path: '/api/my-messages', expect: OWN },
    // Authorised by the Twilio signature only (no token configured: always refused).
    'POST /api/sms/inbound': { path: '/api/sms/inbound', expect: all(403) },
    'POST /api/support/report-bug': { path: '/api/support/report-bug', expect: all(400) },
    'GET /api/tags': { path: '/api/tags', expect: PUBLIC },
    // Authorised by the signed token in the link.
    'GET /api/unsubscribe': { path: '/api/unsubscribe?token=forged', expect: all(400) },
    'POST /api/unsubscribe': { path: '/api/unsubscribe?token=forged', expect: all(400) },
    'GET /api/user/preferences': { path: '/api/user/preferences', expect: OWN },
    'POST /api/user/preferences': { path: '/api/user/preferences', expect: [401, 400, 400, 400] },
    'PATCH /api/user/profile': { path: '/api/user/profile', expect: [401, 400, 400, 400] },
    'GET /api/users': { path: '/api/users', expect: ADMIN_READ },
    'PUT /api/users/:id/role': { path: `/api/users/${target}/role`, expect: ADMIN_WRITE },
    // The personal join token is the capability; the session does not matter.
    'GET /join/:token': { path: `/join/${token}`, expect: all(409) }, // too early to join: the same for everyone
    'GET /objects/:key': { path: '/objects/no-such-key', expect: all(404) },
    // Extra rows (same routes, other fixtures): drafts stay hidden from everyone but staff.
    'GET /api/events/:id#draft': { path: `/api/events/${draft}`, expect: [404, 404, 404, 200] },
    'GET /api/event-proposals#bad-filter': {
      path: '/api/event-proposals?status=bogus',
      expect: [401, 403, 403, 400],
    },
    'GET /api/event-proposals#coming-soon': {
      path: '/api/event-proposals?status=coming_soon',
      expect: PUBLIC,
    },
    'GET /api/events/:id/calendar-provider.ics#other': {
      path: `/api/events/${other}/calendar-provider.ics`,
      expect: [401, 403, 403, 200],
    },
  }
}

describe.each(databaseKinds())('authorization matrix on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp({
      kind,
      env: stripeTestEnv('http://127.0.0.1:9'),
    })
    users.parent = await createUser(t.db, { role: 'parent' })
    users.provider = await createUser(t.db, { role: 'provider' })
    users.admin = await createUser(t.db, { role: 'admin' })
    clients.anon = t.client()
    for (const r of ['parent', 'provider', 'admin'] as const) clients[r] = await t.signIn(users[r])

    const mine = await createProvider(t.db, { userId: users.provider.id })
    const stranger = await createProvider(t.db)
    ids.provider = mine.id
    ids.delProvider = (await createProvider(t.db)).id
    ids.pub = (await createEvent(t.db, { providerId: mine.id })).id
    ids.draft = (await createEvent(t.db, { providerId: mine.id, status: 'draft' })).id
    ids.other = (await createEvent(t.db, { providerId: stranger.id })).id
    ids.delEvent = (await createEvent(t.db, { status: 'draft' })).id
    const second = await createEvent(t.db)
    const joinToken = randomBytes(16).toString('hex')
    await t.db.insert(registrations).values({ eventId: ids.pub, userId: users.parent.id, joinToken })
    ids.token = joinToken
    const [r2] = await t.db
      .insert(registrations)
      .values({ eventId: second.id, userId: users.parent.id, joinToken: randomBytes(16).toString('hex') })
      .returning()
    ids.reg2 = r2.id
    const [p] = await t.db
      .insert(eventProposals)
      .values({ serviceType: 'Class', eventName: 'Sleep basics', status: 'coming_soon' })
      .returning()
    ids.proposal = p.id
    const [own] = await t.db
      .insert(eventProposals)
      .values({
        serviceType: 'Class',
        eventName: 'Mine',
        providerId: mine.id,
        submittedByUserId: users.provider.id,
      })
      .returning()
    ids.ownProposal = own.id
    const [approveMe] = await t.db
      .insert(eventProposals)
      .values({ serviceType: 'Class', eventName: 'Approve me', providerId: stranger.id, durationMinutes: 60 })
      .returning()
    ids.approveMe = approveMe.id
    const [m] = await t.db
      .insert(outbox)
      .values({ channel: 'email', kind: 'test', recipient: 'x@example.test', status: 'failed' })
      .returning()
    ids.outboxId = m.id
    ids.target = (await createUser(t.db)).id
    const [r3] = await t.db
      .insert(registrations)
      .values({ eventId: ids.pub, userId: ids.target, joinToken: randomBytes(16).toString('hex') })
      .returning()
    ids.reg3 = r3.id
    const [rOther] = await t.db
      .insert(registrations)
      .values({ eventId: ids.other, userId: ids.target, joinToken: randomBytes(16).toString('hex') })
      .returning()
    ids.regOther = rOther.id
    await t.db.insert(notificationPreferences).values({ userId: users.parent.id })
  })
  afterAll(() => t?.close())

  it('every registered route has a row, and every row a registered route', () => {
    const rows = table()
    const registered = new Set(t.routes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`))
    const missing = [...registered].filter((k) => !rows[k]).sort()
    const stale = Object.keys(rows)
      .map((k) => k.split('#')[0])
      .filter((k) => !registered.has(k))
    expect(missing, 'routes without an authorization row').toEqual([])
    expect(stale, 'rows for routes that no longer exist').toEqual([])
    // Fastify's automatic HEAD routes mirror a GET; any other HEAD route needs its own review.
    const heads = t.routes.filter(
      (r) =>
        r.method === 'HEAD' &&
        !registered.has(`GET ${r.url}`) &&
        !registered.has(`GET ${r.url.replace(/\/$/, '')}`),
    )
    expect(heads).toEqual([])
  })

  // Every route × role in turn (~500 requests): on a loaded 2-core machine that takes longer than the default 30 s.
  // One request after another over every route × role (and a fresh sign-in for rows that spend their session):
  // a minute on a loaded 2-core machine, so it gets a hang guard of its own.
  it('answers the exact status for every route × role', { timeout: 180_000 }, async () => {
    const actual: Record<string, Expect> = {}
    for (const [key, row] of Object.entries(table())) {
      const method = key.split(' ')[0]
      const got = [0, 0, 0, 0] as Expect
      for (const role of ROLES) {
        const c = row.fresh && role !== 'anon' ? await t.signIn(users[role]) : clients[role]
        const body = method === 'GET' || method === 'DELETE' ? undefined : (row.body ?? {})
        const res = await c.request(method, row.path, body, { origin: t.url })
        got[['anon', 'parent', 'provider', 'admin'].indexOf(role)] = res.status
        if (method === 'GET' && !row.fresh) {
          const head = await c.request('HEAD', row.path, undefined, { origin: t.url })
          if (head.status !== res.status)
            got[['anon', 'parent', 'provider', 'admin'].indexOf(role)] = -head.status
        }
      }
      actual[key] = got
    }
    const expected = Object.fromEntries(Object.entries(table()).map(([k, r]) => [k, r.expect]))
    const wrong = Object.keys(expected)
      .filter((k) => JSON.stringify(actual[k]) !== JSON.stringify(expected[k]))
      .map((k) => `${k}: expected ${expected[k].join(' ')}, got ${actual[k].join(' ')}`)
    expect(wrong, 'order: signed out, parent, provider, admin').toEqual([])
  })
})
