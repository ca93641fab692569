import { z } from 'zod'
import { AUDIENCES, EVENT_STATUSES } from './event-rules'
import { STAGE_PHASES } from './stage'

/** The event's shapes on the wire; its plain values and rules are in ./event-rules. */
export const AgendaItemSchema = z.object({
  time: z.string().max(50),
  title: z.string().max(200),
  description: z.string().max(2000).optional(),
})
export const EventMaterialSchema = z.object({
  type: z.enum(['pdf', 'link']),
  title: z.string().max(200),
  url: z.string().max(2000),
  description: z.string().max(2000).optional(),
})

const StagePointShape = z.object({ phase: z.enum(STAGE_PHASES), value: z.number().int() })
/** The stages a class is for (issue 31.3), both ends included; null when it is for anyone. */
export const StageRangeShape = z.object({ from: StagePointShape, to: StagePointShape }).nullable()

/** An event as everyone may read it. Join links and contact emails are never in this shape. */
export const EventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  eventType: z.string(),
  /** ISO instant of the start. */
  date: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  /** Decimal string, "0.00" is free (spec §3). */
  price: z.string(),
  priceCents: z.number().int(),
  capacity: z.number().int(),
  enrolled: z.number().int(),
  /** Seats still free, counting seats held by payments in progress. */
  spotsLeft: z.number().int(),
  status: z.enum(EVENT_STATUSES),
  imageUrl: z.string().nullable(),
  language: z.string(),
  audience: z.enum(AUDIENCES),
  timezone: z.string(),
  featured: z.boolean(),
  providerId: z.string().nullable(),
  providerName: z.string(),
  providerRole: z.string(),
  providerBio: z.string().nullable(),
  providerPhotoUrl: z.string().nullable(),
  provider2Id: z.string().nullable(),
  provider2Name: z.string().nullable(),
  provider2Role: z.string().nullable(),
  provider2Bio: z.string().nullable(),
  provider2PhotoUrl: z.string().nullable(),
  provider3Id: z.string().nullable(),
  provider3Name: z.string().nullable(),
  provider3Role: z.string().nullable(),
  provider3Bio: z.string().nullable(),
  provider3PhotoUrl: z.string().nullable(),
  agendaItems: z.array(AgendaItemSchema),
  eventMaterials: z.array(EventMaterialSchema),
  zohoRegistrationUrl: z.string().nullable(),
  parentSurveyUrl: z.string().nullable(),
  /** Whether a webinar room is configured (the link itself goes only to registrants, through their personal join link). */
  hasWebinarLink: z.boolean(),
  /** The event's tag names (stage, topic…), sorted by category then name: chips on cards and the event page. */
  tags: z.array(z.string()),
  stageRange: StageRangeShape,
})
export type Event = z.infer<typeof EventSchema>

/** A tag as the filter and the event form list it (GET /api/tags, readable by everyone). */
export const TagSchema = z.object({ id: z.number().int(), tagName: z.string(), category: z.string() })
export type Tag = z.infer<typeof TagSchema>

/**
 * A provider's own sessions (GET /api/my-events): the public event plus the banner and the Zoho webinar's join
 * address, as the spec's provider view names them (public spec, data section).
 */
export const ProviderEventSchema = EventSchema.extend({
  bannerImageUrl: z.string().nullable(),
  zohoWebinarJoinUrl: z.string().nullable(),
  /** Families of this session who asked for captions, an interpreter or something else (issue 29.3). */
  accommodationCount: z.number().int().optional(),
})
export type ProviderEvent = z.infer<typeof ProviderEventSchema>

/** What staff (admin, facilitator, support_staff, reviewer) also see. */
export const StaffEventSchema = EventSchema.extend({
  /**
   * The status as saved. `status` is what people see (a published event with few or no seats left reads
   * limited or sold_out); the edit form starts from this one, so a save never stores the shown status.
   */
  storedStatus: z.enum(EVENT_STATUSES),
  webinarLink: z.string().nullable(),
  zoomLink: z.string().nullable(),
  zohoWebinarId: z.string().nullable(),
  zohoWebinarJoinUrl: z.string().nullable(),
  providerEmail: z.string().nullable(),
  provider2Email: z.string().nullable(),
  provider3Email: z.string().nullable(),
  facilitatorFirstName: z.string().nullable(),
  facilitatorLastName: z.string().nullable(),
  facilitatorEmail: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type StaffEvent = z.infer<typeof StaffEventSchema>

/**
 * What a calendar grid needs of an event (title, time, availability): the month and week views ask for this
 * with `view=calendar` instead of whole events, so a month of hundreds of events stays a few kilobytes.
 */
export const EventSummarySchema = EventSchema.pick({
  id: true,
  title: true,
  eventType: true,
  date: true,
  duration: true,
  price: true,
  priceCents: true,
  spotsLeft: true,
  status: true,
  providerName: true,
  featured: true,
  audience: true,
})
export type EventSummary = z.infer<typeof EventSummarySchema>
