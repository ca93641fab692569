import type { Db } from '../../src/server/db/client'
import { providers } from '../../src/server/db/schema'

/** A provider the imported schedule names, so the journey can check that events link to her profile. */
export async function seed(db: Db): Promise<void> {
  await db.insert(providers).values({
    firstName: 'Grace',
    lastName: 'Liu',
    title: 'Newborn Sleep Nurse',
    credentials: ['RN'],
    bio: 'Helps families find gentle, safe sleep routines.',
    email: 'grace.liu@e2e.test',
  })
}
