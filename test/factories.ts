import { randomBytes, randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { hashPassword } from '../src/server/auth/passwords'
import type { Db } from '../src/server/db/client'
import {
  events,
  paymentIntents,
  providers,
  registrations,
  uploadedObjects,
  users,
} from '../src/server/db/schema'

export type TestUser = typeof users.$inferSelect & { password: string }

const unique = () => randomBytes(4).toString('hex')
let cachedHash: Promise<string> | undefined
const TEST_PASSWORD = 'correct-horse-battery'

/** A user row with a known password (hashed once per worker: Argon2id is slow on purpose). */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  cachedHash ??= hashPassword(TEST_PASSWORD)
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${unique()}@example.test`,
      firstName: 'Test',
      lastName: 'User',
      passwordHash: await cachedHash,
      // Most tests are about an account that has proven its address; the verification tests override it.
      emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
      ...overrides,
    })
    .returning()
  return { ...row, password: TEST_PASSWORD }
}

let seq = 0
const next = () => ++seq

/** A provider row; override any field. */
export async function createProvider(db: Db, overrides: Partial<typeof providers.$inferInsert> = {}) {
  const n = next()
  const [row] = await db
    .insert(providers)
    .values({
      firstName: `Pat${n}`,
      lastName: `Provider${unique()}`,
      title: 'Lactation Consultant',
      credentials: ['IBCLC'],
      bio: 'Helps families feed their babies with confidence.',
      specialties: ['Breastfeeding'],
      ...overrides,
    })
    .returning()
  return row
}

/** A published, free, upcoming event (7 days ahead) with 25 seats; override any field. */
export async function createEvent(db: Db, overrides: Partial<typeof events.$inferInsert> = {}) {
  const n = next()
  const [row] = await db
    .insert(events)
    .values({
      title: `Test Event ${n}`,
      description: 'A friendly session for new and expecting parents.',
      eventType: 'Educational Discussion',
      startsAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      durationMinutes: 60,
      priceCents: 0,
      capacity: 25,
      status: 'published',
      providerName: 'Pat Provider',
      providerRole: 'IBCLC',
      ...overrides,
    })
    .returning()
  return row
}

/** An uploaded_objects row (stored unless told otherwise) and the path the forms save for it. */
export async function createUpload(db: Db, overrides: Partial<typeof uploadedObjects.$inferInsert> = {}) {
  const [row] = await db
    .insert(uploadedObjects)
    .values({ key: randomUUID(), kind: 'banner', contentType: 'image/webp', status: 'stored', ...overrides })
    .returning()
  return { ...row, path: `/objects/${row.key}` }
}

/**
 * Other families' places: `n` confirmed free registrations of new users, and `enrolled` raised with them
 * (decision R1: the count always equals the confirmed registrations). Use it to fill an event up in a test.
 */
export async function fillSeats(db: Db, eventId: string, n: number) {
  if (n <= 0) return
  cachedHash ??= hashPassword(TEST_PASSWORD)
  const passwordHash = await cachedHash
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: n }, () => ({
        email: `user-${unique()}@example.test`,
        firstName: 'Other',
        lastName: 'Family',
        passwordHash,
      })),
    )
    .returning({ id: users.id })
  await db.insert(registrations).values(
    people.map((p) => ({
      eventId,
      userId: p.id,
      paymentStatus: 'free' as const,
      joinToken: randomBytes(16).toString('hex'),
    })),
  )
  await db
    .update(events)
    .set({ enrolled: sql`${events.enrolled} + ${n}` })
    .where(eq(events.id, eventId))
}

/** A seat held for another family's payment in progress (15 minutes from `now`), counted in `held_seats`. */
export async function holdSeat(db: Db, eventId: string, now = new Date()) {
  const [event] = await db
    .select({ priceCents: events.priceCents })
    .from(events)
    .where(eq(events.id, eventId))
  const person = await createUser(db)
  const id = `pi_test_${unique()}${unique()}`
  await db.insert(paymentIntents).values({
    id,
    clientSecret: `${id}_secret`,
    processor: 'test',
    userId: person.id,
    eventId,
    amountCents: event.priceCents,
    holdExpiresAt: new Date(now.getTime() + 15 * 60_000),
  })
  await db
    .update(events)
    .set({ heldSeats: sql`${events.heldSeats} + 1` })
    .where(eq(events.id, eventId))
  return id
}
