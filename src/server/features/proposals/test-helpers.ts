import type { Db } from '../../db/client'
import { eventProposals } from '../../db/schema'

/** A proposal row for tests; override any field. */
export async function createProposal(db: Db, overrides: Partial<typeof eventProposals.$inferInsert> = {}) {
  const [row] = await db
    .insert(eventProposals)
    .values({
      eventName: 'Newborn Sleep Basics',
      serviceType: 'Newborn Care Basics',
      description: 'Gentle, evidence-based sleep routines for the first months.',
      targetAudience: 'Expecting and new parents',
      preferredDates: ['2030-03-04', '2030-03-11'],
      durationMinutes: 90,
      maximumCapacity: 30,
      costPerRegistrationCents: 2500,
      learningObjectives: 'Understand newborn sleep cycles.',
      languages: ['Spanish', 'English'],
      status: 'submitted',
      ...overrides,
    })
    .returning()
  return row
}
