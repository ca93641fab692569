import { z } from 'zod'
import { EventSchema } from './events'

/**
 * A provider as anyone may read it (spec §3 "Provider (read)"). Contact details and the linked
 * account (email, phone, userId) are private and never part of this shape.
 */
export const PublicProviderSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  credentials: z.array(z.string()),
  specialties: z.array(z.string()),
  bio: z.string(),
  /** Decimal string such as "4.80", or null when unrated. */
  rating: z.string().nullable(),
  reviewCount: z.number().int(),
  upcomingEventsCount: z.number().int(),
  profilePhotoUrl: z.string().nullable(),
  featured: z.boolean(),
})
export type PublicProvider = z.infer<typeof PublicProviderSchema>

/** The profile page adds the long texts and the provider's next upcoming events. */
export const ProviderProfileSchema = PublicProviderSchema.extend({
  aboutText: z.string().nullable(),
  carePhilosophy: z.string().nullable(),
  targetPopulations: z.array(z.string()),
  serviceSubtypes: z.array(z.string()),
  languages: z.array(z.string()),
  upcomingEvents: z.array(EventSchema),
})
export type ProviderProfile = z.infer<typeof ProviderProfileSchema>

/** Spec §9: a profile shows up to 3 upcoming events; a directory card up to 3 specialties and credentials. */
export const PROFILE_UPCOMING_LIMIT = 3
export const CARD_SPECIALTIES_LIMIT = 3
export const CARD_CREDENTIALS_LIMIT = 3

export const providerFullName = (p: Pick<PublicProvider, 'firstName' | 'lastName'>) =>
  `${p.firstName} ${p.lastName}`.trim()

/** Directory search: name, specialty or title, case-insensitive. */
export function providerMatches(
  p: Pick<PublicProvider, 'firstName' | 'lastName' | 'title' | 'specialties'>,
  query: string,
): boolean {
  const q = query.trim().toLowerCase()
  if (!q) return true
  const haystack = [providerFullName(p), p.title, ...p.specialties].join('\n').toLowerCase()
  return haystack.includes(q)
}
