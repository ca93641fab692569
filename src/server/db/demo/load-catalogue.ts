import type { Tx } from '../client'
import { eventProposals, events, eventTags, providers, tags } from '../schema'
import type { DemoEvent } from './event-types'
import { LATER_EVENTS } from './events-later'
import { PAST_EVENTS } from './events-past'
import { SOON_EVENTS } from './events-soon'
import { DEMO_PROPOSALS } from './proposals'
import { DEMO_PROVIDERS } from './providers'
import { DEMO_STAGES } from './stages'
import { DEMO_TAGS } from './tags'
import { daysBefore, localDate, localStart, localTime } from './time'

export const DEMO_EVENTS: DemoEvent[] = [...PAST_EVENTS, ...SOON_EVENTS, ...LATER_EVENTS]
const DEFAULT_TZ = 'America/Chicago'

type ProviderRow = typeof providers.$inferSelect

export interface Catalogue {
  providerBySlug: Map<string, ProviderRow>
  eventBySlug: Map<string, { id: string; startsAt: Date; def: DemoEvent }>
  proposalBySlug: Map<string, { id: string; submittedAt: Date }>
}

export async function loadCatalogue(
  tx: Tx,
  ctx: { now: Date; adminId: string; providerUserId: string },
): Promise<Catalogue> {
  const { now, adminId } = ctx
  const providerRows = await tx
    .insert(providers)
    .values(
      DEMO_PROVIDERS.map(({ slug, ...p }) => ({
        ...p,
        userId: slug === 'maria-lopez' ? ctx.providerUserId : null,
        createdAt: daysBefore(now, 120),
        updatedAt: daysBefore(now, 30),
      })),
    )
    .returning()
  const providerBySlug = new Map(DEMO_PROVIDERS.map((p, i) => [p.slug, providerRows[i]]))
  const provider = (slug: string) => {
    const row = providerBySlug.get(slug)
    if (!row) throw new Error(`demo data: unknown provider ${slug}`)
    return row
  }

  const tagRows = await tx
    .insert(tags)
    .values(
      Object.entries(DEMO_TAGS).flatMap(([category, names]) =>
        names.map((tagName) => ({ tagName, category })),
      ),
    )
    .returning()
  const tagId = new Map(tagRows.map((t) => [t.tagName, t.id]))

  const proposalRows = await tx
    .insert(eventProposals)
    .values(
      DEMO_PROPOSALS.map((p) => {
        const prov = p.provider ? provider(p.provider) : null
        const submittedAt = daysBefore(now, p.submittedDaysAgo)
        // Everything but a fresh submission has passed through staff (coming_soon included).
        const reviewed = p.status !== 'submitted'
        const tz = DEFAULT_TZ
        return {
          providerId: prov?.id ?? null,
          submittedByUserId: prov?.userId ?? null,
          serviceType: p.serviceType,
          eventName: p.eventName,
          description: p.description,
          targetAudience: p.targetAudience,
          providerFirstName: prov?.firstName ?? p.names?.[0],
          providerLastName: prov?.lastName ?? p.names?.[1],
          eventDate:
            p.preferredDays[0] !== undefined ? localStart(now, tz, p.preferredDays[0], '18:00') : null,
          preferredDates: p.preferredDays.map((d) => localDate(now, tz, d)),
          durationMinutes: p.durationMinutes,
          maximumCapacity: p.maximumCapacity,
          costPerRegistrationCents: p.costPerRegistrationCents,
          learningObjectives: p.learningObjectives,
          engagementApproach: p.engagementApproach,
          targetMarketTags: p.targetMarketTags,
          languages: p.languages ?? ['English'],
          additionalNotes: p.additionalNotes,
          status: p.status,
          reviewNotes: p.reviewNotes,
          internalNotes: p.internalNotes,
          reviewedAt: reviewed ? daysBefore(submittedAt, -2) : null,
          reviewedByUserId: reviewed ? adminId : null,
          voteCount: p.votes ?? 0,
          submittedAt,
          updatedAt: daysBefore(submittedAt, -2),
        }
      }),
    )
    .returning({ id: eventProposals.id, submittedAt: eventProposals.submittedAt })
  const proposalBySlug = new Map(DEMO_PROPOSALS.map((p, i) => [p.slug, proposalRows[i]]))
  const proposalForEvent = new Map(
    DEMO_PROPOSALS.filter((p) => p.eventSlug).map((p) => [p.eventSlug, proposalBySlug.get(p.slug)?.id]),
  )

  const starts = DEMO_EVENTS.map((e) => localStart(now, e.timezone ?? DEFAULT_TZ, e.day, e.at))
  const eventRows = await tx
    .insert(events)
    .values(
      DEMO_EVENTS.map((e, i) => {
        const tz = e.timezone ?? DEFAULT_TZ
        const start = starts[i]
        const shown = e.providers.map((slug) => {
          const p = provider(slug)
          return {
            id: p.id,
            name: `${p.firstName} ${p.lastName}`,
            role: p.title,
            email: p.email,
            bio: p.bio,
            photo: p.profilePhotoUrl,
          }
        })
        const [p1, p2, p3] = shown
        const past = start.getTime() < now.getTime()
        const live = ['published', 'limited', 'sold_out', 'archived'].includes(e.status)
        const code = String(81234567890 + i * 7919).slice(0, 11)
        return {
          title: e.title,
          description: e.description,
          eventType: e.eventType,
          startsAt: start,
          durationMinutes: e.duration ?? 60,
          priceCents: e.priceCents ?? 0,
          capacity: e.capacity,
          enrolled: e.fill,
          status: e.status,
          imageUrl: `/demo/events/${e.image}.svg`,
          language: e.language ?? 'English',
          audience: e.audience ?? 'all',
          timezone: tz,
          featured: e.featured ?? false,
          providerId: p1.id,
          providerName: p1.name,
          providerRole: p1.role,
          providerEmail: p1.email,
          providerBio: p1.bio,
          providerPhotoUrl: p1.photo,
          provider2Id: p2?.id,
          provider2Name: p2?.name,
          provider2Role: p2?.role,
          provider2Email: p2?.email,
          provider2Bio: p2?.bio,
          provider2PhotoUrl: p2?.photo,
          provider3Id: p3?.id,
          provider3Name: p3?.name,
          provider3Role: p3?.role,
          provider3Email: p3?.email,
          provider3Bio: p3?.bio,
          provider3PhotoUrl: p3?.photo,
          agendaItems: e.agenda.map(([offset, title, description]) => ({
            time: localTime(start, tz, offset),
            title,
            ...(description ? { description } : {}),
          })),
          eventMaterials: e.materials ?? [],
          facilitatorFirstName: e.facilitator?.[0],
          facilitatorLastName: e.facilitator?.[1],
          facilitatorEmail: e.facilitator?.[2],
          webinarLink: live && !e.noWebinar ? `https://zoom.example.com/j/${code}` : null,
          zohoRegistrationUrl: e.zoho ? `https://forms.example.org/cradle/register/${e.slug}` : null,
          parentSurveyUrl: past && live ? `https://forms.example.org/cradle/survey/${e.slug}` : null,
          stageRange: DEMO_STAGES[e.slug] ?? null,
          proposalId: proposalForEvent.get(e.slug) ?? null,
          sequence: e.status === 'cancelled' ? 1 : 0,
          createdByUserId: adminId,
          createdAt: daysBefore(now, Math.max(14, 21 - e.day)),
          updatedAt: daysBefore(now, Math.max(1, -e.day)),
        }
      }),
    )
    .returning({ id: events.id })
  const eventBySlug = new Map(
    DEMO_EVENTS.map((def, i) => [def.slug, { id: eventRows[i].id, startsAt: starts[i], def }]),
  )

  const links = DEMO_EVENTS.flatMap((e, i) =>
    e.tags.map((name) => {
      const id = tagId.get(name)
      if (id === undefined) throw new Error(`demo data: unknown tag ${name}`)
      return { eventId: eventRows[i].id, tagId: id }
    }),
  )
  await tx.insert(eventTags).values(links)
  return { providerBySlug, eventBySlug, proposalBySlug }
}
