import { randomBytes, randomUUID } from 'node:crypto'
import { hashPassword } from '../src/server/auth/passwords'
import type { Db } from '../src/server/db/client'
import { events, providers, uploadedObjects, users } from '../src/server/db/schema'

export type TestUser = typeof users.$inferSelect & { password: string }

const unique = () => randomBytes(4).toString('hex')
let cachedHash: Promise<string> | undefined
const TEST_PASSWORD = 'correct-horse-battery'

/** A user row with a known password (hashed once per worker: scrypt is slow on purpose). */
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
