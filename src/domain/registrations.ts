import { z } from 'zod'
import { ACCOMMODATION_STATUSES, AccommodationInputSchema } from './accommodations'
import type { EventStatus } from './event-rules'
import { JOIN_LINK_LEAD_HOURS } from './reminder-timing'

/** A paid seat is held this long while the family pays (docs/decisions/register.md). */
export const SEAT_HOLD_MINUTES = 15
/** A waitlist offer holds its seat this long. */
export const WAITLIST_OFFER_HOURS = 24
/** The personal join link opens this long before the start (spec §9): when it is emailed, one figure. */
export const JOIN_RELEASE_HOURS = JOIN_LINK_LEAD_HOURS

/** The personal join link opens 24 hours before the start (at once for anyone registering later). */
export const joinAvailableAt = (startsAt: Date) =>
  new Date(startsAt.getTime() - JOIN_RELEASE_HOURS * 3600_000)

const optionalText = z.string().trim().max(500).nullish()
export const TrackingSchema = z.object({
  utmSource: optionalText,
  utmMedium: optionalText,
  utmCampaign: optionalText,
  utmTerm: optionalText,
  utmContent: optionalText,
  referrer: z.string().trim().max(2000).nullish(),
})
export type Tracking = z.infer<typeof TrackingSchema>

export const CreateRegistrationSchema = TrackingSchema.extend({
  eventId: z.uuid({ message: 'eventId must be an event id' }),
  /** null for a free event (spec §7). */
  paymentIntentId: z.string().max(200).nullish(),
  /** Captions, an interpreter, something else (issue 29.3); optional. */
  accommodation: AccommodationInputSchema.nullish(),
})
export type CreateRegistration = z.infer<typeof CreateRegistrationSchema>

export const RegistrationSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  userId: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  paymentStatus: z.string(),
  amountCents: z.number().int(),
  paymentIntentId: z.string().nullable(),
  createdAt: z.string(),
})
export type Registration = z.infer<typeof RegistrationSchema>

/** GET /api/events/{id}/registration: the signed-in user's registration for one event. */
export const EventRegistrationSchema = RegistrationSchema.extend({
  /** The personal join link once released, else null. */
  webinarJoinUrl: z.string().nullable(),
  joinAvailableAt: z.string(),
  canCancel: z.boolean(),
})
export type EventRegistration = z.infer<typeof EventRegistrationSchema>

/** Spec §3 "Registration of the current user (My Events)". */
export const MyRegistrationSchema = z.object({
  registrationId: z.string(),
  eventId: z.string(),
  title: z.string(),
  providerName: z.string(),
  status: z.string(),
  date: z.string(),
  duration: z.number().int(),
  eventType: z.string(),
  description: z.string(),
  bannerImageUrl: z.string().nullable(),
  /** The personal join link once released (never the raw room link: people share screenshots). */
  webinarLink: z.string().nullable(),
  zohoWebinarJoinUrl: z.string().nullable(),
  webinarJoinUrl: z.string().nullable(),
  joinAvailableAt: z.string(),
  paymentStatus: z.string(),
  amountCents: z.number().int(),
  registrationDate: z.string(),
  canCancel: z.boolean(),
  /** The family's own accommodation request and staff's answer (issue 29.3); optional for older clients. */
  accommodation: z
    .object({ label: z.string(), status: z.enum(ACCOMMODATION_STATUSES), staffNote: z.string().nullable() })
    .nullable()
    .optional(),
})
export type MyRegistration = z.infer<typeof MyRegistrationSchema>

export const WaitlistEntrySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  status: z.enum(['waiting', 'offered', 'accepted', 'expired', 'cancelled']),
  position: z.number().int().nullable(),
  offerExpiresAt: z.string().nullable(),
})
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>

/**
 * The places a family holds that are not registrations yet (issue 26.10): its waitlist places (waiting, with the
 * place in line, or offered a seat until a time) and the seats held while it pays (until a time).
 */
export const MyPlacesSchema = z.object({
  waitlist: z.array(
    WaitlistEntrySchema.extend({
      eventTitle: z.string(),
      eventDate: z.string(),
      priceCents: z.number().int(),
    }),
  ),
  holds: z.array(
    z.object({
      eventId: z.string(),
      eventTitle: z.string(),
      eventDate: z.string(),
      priceCents: z.number().int(),
      holdExpiresAt: z.string(),
    }),
  ),
})
export type MyPlaces = z.infer<typeof MyPlacesSchema>

/**
 * What a waitlist offer link (`?offer=` in the offer email) means for the account that opened it: `yours` goes
 * straight to claiming the held seat; the others are said plainly, with the waitlist offered again.
 */
export const OFFER_LINK_STATES = ['yours', 'claimed', 'other_account', 'expired', 'closed'] as const
export const OfferLinkSchema = z.object({ state: z.enum(OFFER_LINK_STATES) })
export type OfferLink = z.infer<typeof OfferLinkSchema>

export const OFFER_LINK_MESSAGES: Record<Exclude<OfferLink['state'], 'yours' | 'claimed'>, string> = {
  other_account:
    'This seat offer was emailed to another account. Sign in with the account that received the email to claim it.',
  expired:
    'This seat offer has ended: each seat is held for 24 hours, then offered to the next family in line.',
  closed: 'This seat offer is no longer available.',
}

/**
 * Free registrations may be cancelled by the family until the start; paid ones through the team. A cancelled
 * event has nothing left to cancel: its places were already released (and paid ones refunded).
 */
export const canCancelRegistration = (
  r: { amountCents: number; status: string },
  e: { startsAt: Date; status: EventStatus },
  now: Date,
) =>
  r.status === 'confirmed' &&
  r.amountCents === 0 &&
  e.status !== 'cancelled' &&
  now.getTime() < e.startsAt.getTime()
