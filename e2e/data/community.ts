// Fixtures for the community journeys (e2e/community-*.spec.ts): a provider account linked to its profile with
// proposals in known states, and a parent account an admin will promote. Password: cradle-demo.
import { hashPassword } from '../../src/server/auth/passwords'
import type { Db } from '../../src/server/db/client'
import { eventProposals, events, providers, users } from '../../src/server/db/schema'

export const COMMUNITY = {
  password: 'cradle-demo',
  provider: 'community-provider@cradle.test',
  parentToPromote: 'community-parent@cradle.test',
  submittedProposal: 'E2E Babywearing Basics',
  reviewedProposal: 'E2E Toddler Sleep Circle',
  reviewNotes: 'Please add an evening option so working parents can join.',
  busyProvider: { firstName: 'Bea', lastName: 'Busyworth' },
  busyEvent: 'E2E Infant CPR Refresher',
} as const

export async function seed(db: Db): Promise<void> {
  const passwordHash = await hashPassword(COMMUNITY.password)
  const [providerUser] = await db
    .insert(users)
    .values({
      email: COMMUNITY.provider,
      passwordHash,
      firstName: 'Priya',
      lastName: 'Nair',
      role: 'provider',
      emailVerifiedAt: new Date(),
    })
    .returning()
  await db.insert(users).values({
    email: COMMUNITY.parentToPromote,
    passwordHash,
    firstName: 'Casey',
    lastName: 'Promoted',
    role: 'parent',
    emailVerifiedAt: new Date(),
  })
  const [profile] = await db
    .insert(providers)
    .values({
      firstName: 'Priya',
      lastName: 'Nair',
      title: 'Certified Babywearing Educator',
      bio: 'Teaches safe, comfortable babywearing.',
      specialties: ['Babywearing', 'Newborn care', 'Sleep', 'Feeding'],
      email: COMMUNITY.provider,
      userId: providerUser.id,
    })
    .returning()
  await db.insert(eventProposals).values([
    {
      providerId: profile.id,
      submittedByUserId: providerUser.id,
      eventName: COMMUNITY.submittedProposal,
      serviceType: 'Skills Lab',
      description: 'Hands-on practice with wraps, slings and buckle carriers.',
      providerFirstName: 'Priya',
      providerLastName: 'Nair',
      preferredDates: ['2031-02-03'],
      durationMinutes: 75,
      maximumCapacity: 16,
      costPerRegistrationCents: 1500,
      learningObjectives: 'Carry a newborn safely and comfortably.',
      status: 'submitted',
    },
    {
      providerId: profile.id,
      submittedByUserId: providerUser.id,
      eventName: COMMUNITY.reviewedProposal,
      serviceType: 'Support Circle',
      description: 'A circle for parents of toddlers who wake at night.',
      targetAudience: 'Parents of 1–3 year olds',
      preferredDates: ['2031-03-10', '2031-03-17'],
      additionalNotes: 'Happy to run it monthly.',
      durationMinutes: 60,
      maximumCapacity: 20,
      status: 'needs_info',
      reviewNotes: COMMUNITY.reviewNotes,
      internalNotes: 'E2E-INTERNAL-ONLY',
      reviewedAt: new Date('2026-01-15T15:00:00Z'),
    },
  ])
  const [busy] = await db
    .insert(providers)
    .values({
      ...COMMUNITY.busyProvider,
      title: 'Pediatric Nurse',
      bio: 'Teaches infant CPR.',
      specialties: ['CPR'],
    })
    .returning()
  await db.insert(events).values({
    title: COMMUNITY.busyEvent,
    description: 'Practise infant CPR and choking first aid with a pediatric nurse.',
    eventType: 'Skills Lab',
    startsAt: new Date(Date.now() + 14 * 24 * 3600 * 1000),
    status: 'published',
    providerId: busy.id,
    providerName: 'Bea Busyworth',
    providerRole: 'Pediatric Nurse',
  })
}
