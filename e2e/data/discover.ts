// Rows the discover journeys need (home, calendar, detail, providers, coming soon). Fixed ids let the
// journeys open pages directly; unique titles keep them clear of the demo catalogue.

import { eq } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'
import { eventProposals, events, proposalVotes, providers, users } from '../../src/server/db/schema'

export const DISCOVER = {
  providerId: 'd15c0000-0000-4000-8000-000000000001',
  providerName: 'Noor Discover',
  openEventId: 'd15c0000-0000-4000-8000-000000000101',
  openEventTitle: 'Discover Calm Sleep Workshop',
  soldOutEventId: 'd15c0000-0000-4000-8000-000000000102',
  draftEventId: 'd15c0000-0000-4000-8000-000000000103',
  pastEventId: 'd15c0000-0000-4000-8000-000000000104',
  proposalId: 'd15c0000-0000-4000-8000-000000000201',
  olderProposalId: 'd15c0000-0000-4000-8000-000000000202',
  proposalName: 'Discover Toddler Sleep Class',
} as const

export async function seed(db: Db): Promise<void> {
  // An hour from now: upcoming, and open. The calendar journeys open its own month and week (never "this month").
  const soon = new Date(Date.now() + 3600_000)
  const later = new Date(Date.now() + 3 * 24 * 3600_000)
  const lastWeek = new Date(Date.now() - 7 * 24 * 3600_000)
  await db.insert(providers).values({
    id: DISCOVER.providerId,
    firstName: 'Noor',
    lastName: 'Discover',
    title: 'Pediatric Sleep Consultant',
    credentials: ['RN', 'IBCLC', 'CPSC', 'MPH'],
    bio: 'Helps families find rest in the first year.',
    aboutText: 'Noor has supported hundreds of families through newborn sleep.',
    carePhilosophy: 'Gentle, responsive, and realistic.',
    specialties: ['Infant Sleep', 'Breastfeeding', 'Postpartum Recovery', 'Toddler Routines'],
    targetPopulations: ['New parents'],
    serviceSubtypes: ['Group classes'],
    languages: ['English', 'Arabic'],
    featured: true,
    email: 'noor.private@example.test',
  })
  const base = {
    description: 'A gentle session on sleep for new and expecting parents.',
    eventType: 'Skills Lab',
    durationMinutes: 60,
    providerId: DISCOVER.providerId,
    providerName: DISCOVER.providerName,
    providerRole: 'Pediatric Sleep Consultant',
  }
  await db.insert(events).values([
    {
      ...base,
      id: DISCOVER.openEventId,
      title: DISCOVER.openEventTitle,
      startsAt: soon,
      capacity: 20,
      status: 'published',
      featured: true,
      agendaItems: [{ time: '0:00', title: 'Welcome' }],
      eventMaterials: [{ type: 'pdf', title: 'Sleep guide', url: 'https://example.test/guide.pdf' }],
    },
    {
      ...base,
      id: DISCOVER.soldOutEventId,
      title: 'Discover Full Support Circle',
      eventType: 'Support Circle',
      startsAt: later,
      capacity: 10,
      enrolled: 10,
      status: 'published',
    },
    {
      ...base,
      id: DISCOVER.draftEventId,
      title: 'Discover Draft Preview',
      startsAt: later,
      status: 'draft',
    },
    {
      // Over, yet still published with seats left: nothing but its date closes it.
      ...base,
      id: DISCOVER.pastEventId,
      title: 'Discover Past Bedtime Routines',
      startsAt: lastWeek,
      capacity: 6,
      enrolled: 3,
      status: 'published',
    },
  ])
  // An older class with one vote: once the fixture class below gets its first vote it ties and, being newer,
  // would sort above this one; the page must not move it from under the pointer (decision in discover.md).
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@cradle.test'))
  await db.insert(eventProposals).values({
    id: DISCOVER.olderProposalId,
    eventName: 'Discover Swaddle Basics',
    serviceType: 'Skills Lab',
    status: 'coming_soon',
    costPerRegistrationCents: 1500,
    durationMinutes: 30,
    voteCount: 1,
    submittedAt: new Date(Date.now() - 30 * 24 * 3600_000),
  })
  await db.insert(proposalVotes).values({ proposalId: DISCOVER.olderProposalId, userId: admin.id })
  await db.insert(eventProposals).values({
    id: DISCOVER.proposalId,
    eventName: DISCOVER.proposalName,
    serviceType: 'Skills Lab',
    status: 'coming_soon',
    costPerRegistrationCents: 2500,
    durationMinutes: 45,
    learningObjectives: 'Build a calm bedtime routine.',
  })
}
