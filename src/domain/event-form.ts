import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { z } from 'zod'
import { isLocalDateTime } from './datetime'
import { AUDIENCES, DEFAULT_TIMEZONE } from './event-rules'
import { AgendaItemSchema, EventMaterialSchema } from './events'
import { isFileRef, isPictureRef, PICTURE_MESSAGE, WebUrlSchema } from './links'
import { StageRangeSchema } from './stage-schemas'

/**
 * The event form: one schema for the page (react-hook-form + zodResolver) and the server
 * (POST/PATCH /api/events), with the spec's rules and messages (admin.md §5).
 * Unknown keys (enrolled, heldSeats, id, deletedAt, provider4…) are stripped, never written.
 */

/** Statuses the form may set (admin.md §5); "archived" is only the archive action's. */
export const FORM_STATUSES = ['draft', 'published', 'limited', 'sold_out', 'cancelled'] as const

/** Dollars with up to two decimals, at most 999 999.99: the amount in cents must fit an integer column. */
export const PRICE_PATTERN = /^\d{1,6}(\.\d{1,2})?$/

export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

const optionalText = (max = 5000) => z.string().trim().max(max).optional()
/** Valid e-mail or empty (the spec's "Invalid email"). */
const emailOrEmpty = z.union([z.literal(''), z.email('Invalid email')]).optional()
/** http(s) URL or empty; the spec shows no message, ours is recorded in docs/decisions/admin-events.md. */
const urlOrEmpty = z.union([z.literal(''), WebUrlSchema]).optional()
/** Uploads (/objects/{key}), the site's own images (/demo/…) or http(s) links (decision AE12). */
const fileRef = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || isFileRef(v), 'Please enter a valid URL')
/** Banner and provider photos: uploads or the demo's images only (decision AE12). */
const pictureRef = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || isPictureRef(v), PICTURE_MESSAGE)
const optionalId = z.union([z.literal(''), z.null(), z.uuid('Choose a provider from the list')]).optional()

export const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

export const EventFormAgendaItemSchema = AgendaItemSchema.extend({
  time: z.string().trim().max(50),
  title: z.string().trim().min(1, 'Agenda item title is required').max(200),
  description: optionalText(2000),
})
export const EventFormMaterialSchema = EventMaterialSchema.extend({
  title: z.string().trim().min(1, 'Material title is required').max(200),
  url: fileRef.refine((v) => v !== '', 'Upload a PDF or enter a link'),
  description: optionalText(2000),
})

const providerSlot = {
  Id: optionalId,
  Email: emailOrEmpty,
  PhotoUrl: pictureRef.optional(),
  Bio: optionalText(5000),
}

export const EventFormSchema = z.object({
  title: z.string().trim().min(3, 'Title must be at least 3 characters').max(200),
  description: z.string().trim().min(20, 'Description must be at least 20 characters').max(20000),
  eventType: z.string().min(1, 'Please select an event type').max(100),
  /** Local date-time "YYYY-MM-DDTHH:mm" in the event's timezone. */
  date: z
    .string('Date is required')
    .min(1, 'Date is required')
    .refine((v) => v === '' || LOCAL_DATE_TIME.test(v), 'Date must be a date and time (YYYY-MM-DDTHH:mm)')
    // The shape alone lets "2026-02-30T18:30" through, which would quietly become March 2.
    .refine((v) => !LOCAL_DATE_TIME.test(v) || isLocalDateTime(v), 'This date or time does not exist'),
  duration: z.coerce
    .number('Duration must be at least 15 minutes')
    .int('Duration must be a whole number of minutes')
    .min(15, 'Duration must be at least 15 minutes')
    .max(24 * 60, 'Duration must be at most 1440 minutes')
    .default(60),
  price: z
    .preprocess(
      (v) => (typeof v === 'number' ? v.toFixed(2) : v),
      z.string('Price must be a valid amount (e.g., 25.00)'),
    )
    .pipe(z.string().regex(PRICE_PATTERN, 'Price must be a valid amount (e.g., 25.00)'))
    .default('0.00'),
  capacity: z.coerce
    .number('Capacity must be at least 1')
    .int('Capacity must be a whole number')
    .min(1, 'Capacity must be at least 1')
    .max(100000, 'Capacity must be at most 100000')
    .default(25),
  language: z.string().min(1, 'Please select a language').max(100).default('English'),
  timezone: z.string().refine(isTimeZone, 'Unknown timezone').default(DEFAULT_TIMEZONE),
  providerId: providerSlot.Id,
  providerName: z.string('Provider name is required').trim().min(2, 'Provider name is required').max(200),
  providerRole: z
    .string('Provider role/credentials are required')
    .trim()
    .min(2, 'Provider role/credentials are required')
    .max(200),
  providerEmail: providerSlot.Email,
  providerPhotoUrl: providerSlot.PhotoUrl,
  providerBio: providerSlot.Bio,
  provider2Id: providerSlot.Id,
  provider2Name: optionalText(200),
  provider2Role: optionalText(200),
  provider2Email: providerSlot.Email,
  provider2PhotoUrl: providerSlot.PhotoUrl,
  provider2Bio: providerSlot.Bio,
  provider3Id: providerSlot.Id,
  provider3Name: optionalText(200),
  provider3Role: optionalText(200),
  provider3Email: providerSlot.Email,
  provider3PhotoUrl: providerSlot.PhotoUrl,
  provider3Bio: providerSlot.Bio,
  agendaItems: z.array(EventFormAgendaItemSchema).max(50).default([]),
  eventMaterials: z.array(EventFormMaterialSchema).max(50).default([]),
  selectedTags: z.array(z.coerce.number().int().positive()).max(100).default([]),
  facilitatorFirstName: optionalText(100),
  facilitatorLastName: optionalText(100),
  facilitatorEmail: emailOrEmpty,
  status: z.enum(FORM_STATUSES).default('published'),
  audience: z.enum(AUDIENCES).default('all'),
  featured: z.boolean().default(false),
  imageUrl: pictureRef.optional(),
  zoomLink: urlOrEmpty,
  zohoWebinarId: optionalText(200),
  /** The Zoho webinar's join address, when the room is a Zoho webinar (issue 25.5). */
  zohoWebinarJoinUrl: urlOrEmpty,
  webinarLink: urlOrEmpty,
  zohoRegistrationUrl: urlOrEmpty,
  /** Mailed to the families after the session (the post-event survey); empty sends none. */
  parentSurveyUrl: urlOrEmpty,
  /** Who the class is for (28-40 weeks pregnant, 0-3 months postpartum); null for anyone (issue 31.3). */
  stageRange: StageRangeSchema.nullable().default(null),
})
export type EventFormInput = z.input<typeof EventFormSchema>
export type EventForm = z.output<typeof EventFormSchema>

/** What the form starts with (admin.md §3). */
export const EVENT_FORM_DEFAULTS = {
  title: '',
  description: '',
  eventType: '',
  date: '',
  duration: 60,
  price: '0.00',
  capacity: 25,
  language: 'English',
  timezone: DEFAULT_TIMEZONE,
  providerId: '',
  providerName: '',
  providerRole: '',
  providerEmail: '',
  providerPhotoUrl: '',
  providerBio: '',
  agendaItems: [],
  eventMaterials: [],
  selectedTags: [],
  facilitatorFirstName: '',
  facilitatorLastName: '',
  facilitatorEmail: '',
  status: 'published',
  audience: 'all',
  featured: false,
  imageUrl: '',
  zoomLink: '',
  zohoWebinarId: '',
  zohoWebinarJoinUrl: '',
  webinarLink: '',
  zohoRegistrationUrl: '',
  parentSurveyUrl: '',
  stageRange: null,
} satisfies EventFormInput

/** PATCH /api/events/{id} with only a status: the calendar's publish and archive actions. */
export const EventStatusActionSchema = z.strictObject({ status: z.enum(['published', 'archived']) })
export const isStatusAction = (body: unknown): body is z.infer<typeof EventStatusActionSchema> =>
  EventStatusActionSchema.safeParse(body).success

/**
 * "2025-07-01T10:00" in America/Chicago → the instant 15:00Z. A wall time skipped by a DST
 * change moves forward by the gap (02:30 on a spring-forward night is 03:30), as clocks do.
 */
export function localDateTimeToInstant(local: string, timeZone: string): Date {
  if (!LOCAL_DATE_TIME.test(local)) throw new RangeError(`Not a local date-time: ${local}`)
  const [d, t] = local.split('T')
  const [y, mo, day] = d.split('-').map(Number)
  const [h, mi] = t.split(':').map(Number)
  return new Date(new TZDate(y, mo - 1, day, h, mi, 0, timeZone).getTime())
}

/** The instant shown back in the form as the event's local wall time. */
export function instantToLocalDateTime(instant: Date | string, timeZone: string): string {
  return format(new TZDate(new Date(instant), timeZone), "yyyy-MM-dd'T'HH:mm")
}
