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
