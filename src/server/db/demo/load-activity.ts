import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { dayKeyIn, shiftDay } from '../../../domain/datetime'
import type { Tx } from '../client'
import {
  familyStages,
  favorites,
  notificationPreferences,
  paymentIntents,
  proposalVotes,
  registrations,
  users,
} from '../schema'
import type { Catalogue } from './load-catalogue'
import { DEMO_PROPOSALS } from './proposals'
import { daysBefore, seededRandom } from './time'

type RegistrationRow = typeof registrations.$inferInsert
type IntentRow = typeof paymentIntents.$inferInsert

const token = () => randomBytes(18).toString('base64url')

const PARENT_UTM = [
  { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'monthly-classes', referrer: null },
  {
    utmSource: 'instagram',
    utmMedium: 'social',
    utmCampaign: 'feeding-week',
    referrer: 'https://instagram.com/',
  },
  { utmSource: 'pediatrician', utmMedium: 'referral', utmCampaign: null, referrer: null },
] as const

/**
 * Registrations, payments, votes, favourites and preferences: every counter in the catalogue
 * (events.enrolled, event_proposals.vote_count) equals the rows that back it.
 */
export async function loadActivity(
  tx: Tx,
  ctx: { now: Date; catalogue: Catalogue; parentId: string; providerUserId: string; familyIds: string[] },
) {
  const { now, catalogue, parentId, familyIds } = ctx
  const random = seededRandom(20240611)
  const regs: RegistrationRow[] = []
  const intents: IntentRow[] = []
  let parentRegs = 0

  let offset = 0
  for (const { id: eventId, startsAt, def } of catalogue.eventBySlug.values()) {
    offset = (offset + 7) % familyIds.length
    const rotated = [...familyIds.slice(offset), ...familyIds.slice(0, offset)]
    const confirmedFamilies = def.fill - (def.parent ? 1 : 0)
    const confirmed = [...(def.parent ? [parentId] : []), ...rotated.slice(0, confirmedFamilies)]
    const cancelled = rotated.slice(confirmedFamilies, confirmedFamilies + (def.cancelled ?? 0))
    if (confirmed.length !== def.fill || cancelled.length !== (def.cancelled ?? 0)) {
      throw new Error(`demo data: not enough family accounts for ${def.slug}`)
    }
    // Registered some days before the start, never in the future.
    const latest = Math.min(now.getTime(), startsAt.getTime())
    const bookedAt = () => daysBefore(new Date(latest), 0.5 + random() * 13)
    const price = def.priceCents ?? 0
    const eventCancelled = def.status === 'cancelled'

    const add = (userId: string, status: 'confirmed' | 'cancelled') => {
      const createdAt = bookedAt()
      const cancelledAt =
        status === 'cancelled' ? new Date(Math.min(latest, createdAt.getTime() + 86_400_000)) : null
      let paymentIntentId: string | null = null
      if (price > 0) {
        paymentIntentId = `pi_demo_${randomBytes(12).toString('hex')}`
        intents.push({
          id: paymentIntentId,
          clientSecret: `${paymentIntentId}_secret_${token()}`,
          processor: 'test',
          userId,
          eventId,
          amountCents: price,
          status: 'succeeded',
          refundedAt: cancelledAt,
          createdAt,
          updatedAt: cancelledAt ?? createdAt,
        })
      }
      const utm = userId === parentId ? PARENT_UTM[parentRegs++ % PARENT_UTM.length] : null
      regs.push({
        eventId,
        userId,
        status,
        paymentStatus: price > 0 ? (status === 'cancelled' ? 'refunded' : 'succeeded') : 'free',
        amountCents: price,
        paymentIntentId,
        joinToken: token(),
        ...(utm ?? {}),
        createdAt,
        updatedAt: cancelledAt ?? createdAt,
        cancelledAt,
        cancelReason:
          status === 'cancelled' ? (eventCancelled ? 'Event cancelled' : 'Schedule conflict') : null,
      })
    }
    for (const userId of confirmed) add(userId, 'confirmed')
    for (const userId of cancelled) add(userId, 'cancelled')
  }
  if (intents.length) await tx.insert(paymentIntents).values(intents)
  await tx.insert(registrations).values(regs)

  const votes: (typeof proposalVotes.$inferInsert)[] = []
  DEMO_PROPOSALS.forEach((p, i) => {
    const row = catalogue.proposalBySlug.get(p.slug)
    if (!row || !p.votes) return
    const voters = [...(p.parentVotes ? [parentId] : []), ...familyIds.slice(i).concat(familyIds.slice(0, i))]
    for (const userId of voters.slice(0, p.votes)) {
      const createdAt = new Date(
        row.submittedAt.getTime() + (now.getTime() - row.submittedAt.getTime()) * random(),
      )
      votes.push({ proposalId: row.id, userId, createdAt })
    }
  })
  if (votes.length) await tx.insert(proposalVotes).values(votes)

  const provider = (slug: string) => {
    const row = catalogue.providerBySlug.get(slug)
    if (!row) throw new Error(`demo data: unknown provider ${slug}`)
    return row.id
  }
  await tx.insert(favorites).values([
    { userId: parentId, providerId: provider('maria-lopez'), createdAt: daysBefore(now, 20) },
    { userId: parentId, providerId: provider('keisha-washington'), createdAt: daysBefore(now, 12) },
    { userId: parentId, providerId: provider('sofia-martinez'), createdAt: daysBefore(now, 3) },
    { userId: familyIds[0], providerId: provider('wei-chen') },
    { userId: familyIds[1], providerId: provider('maria-lopez') },
    { userId: familyIds[3], providerId: provider('thu-nguyen') },
  ])

  // The demo parent is 30 weeks pregnant today, so signing in as them shows "Recommended for you at 30 weeks".
  // Counted from today where the demo parent lives (Chicago, their profile's zone), as the product counts it.
  const [{ timezone }] = await tx
    .select({ timezone: users.timezone })
    .from(users)
    .where(eq(users.id, parentId))
  const due = shiftDay(dayKeyIn(now, timezone), 70)
  await tx.insert(familyStages).values({ userId: parentId, kind: 'due', date: due, name: null })

  const consent = daysBefore(now, 14)
  await tx.insert(notificationPreferences).values([
    {
      userId: parentId,
      emailOptIn: true,
      smsOptIn: true,
      preferredChannel: 'both',
      consentUpdatedAt: consent,
    },
    {
      userId: ctx.providerUserId,
      emailOptIn: true,
      smsOptIn: false,
      preferredChannel: 'email',
      consentUpdatedAt: consent,
    },
    {
      userId: familyIds[0],
      emailOptIn: true,
      smsOptIn: true,
      preferredChannel: 'both',
      consentUpdatedAt: consent,
    },
    {
      userId: familyIds[1],
      emailOptIn: false,
      smsOptIn: true,
      preferredChannel: 'sms',
      consentUpdatedAt: consent,
    },
    {
      userId: familyIds[2],
      emailOptIn: true,
      smsOptIn: false,
      preferredChannel: 'email',
      consentUpdatedAt: consent,
    },
  ])
}
