import { z } from 'zod'
import { isCalendarDate } from './datetime'
import { EVENT_TYPES, LANGUAGES } from './event-rules'
import { StageRangeShape } from './events'
import { StageRangeSchema } from './stage-schemas'

export const PROPOSAL_STATUSES = [
  'coming_soon',
  'submitted',
  'under_review',
  'needs_info',
  'approved',
  'declined',
  'archived',
] as const
export const ProposalStatusSchema = z.enum(PROPOSAL_STATUSES, {
  message: `Status must be one of ${PROPOSAL_STATUSES.join(', ')}`,
})
export type ProposalStatus = z.infer<typeof ProposalStatusSchema>

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  coming_soon: 'Coming Soon',
  submitted: 'Submitted',
  under_review: 'Under Review',
  needs_info: 'Needs Info',
  approved: 'Approved',
  declined: 'Declined',
  archived: 'Archived',
}

/**
 * Admin transitions (admin spec §4), plus the user guide's Move to Coming Soon and Archive
 * (docs/decisions/community.md C1): a submitted or reviewed idea may go to Coming Soon for parents to
 * vote on; a coming-soon class is then approved (a draft event), declined or archived.
 */
export const PROPOSAL_TRANSITIONS: Record<ProposalStatus, readonly ProposalStatus[]> = {
  submitted: ['approved', 'under_review', 'needs_info', 'declined', 'coming_soon'],
  under_review: ['approved', 'needs_info', 'declined', 'coming_soon'],
  needs_info: ['submitted'],
  coming_soon: ['approved', 'declined', 'archived'],
  approved: ['archived'],
  declined: ['archived'],
  archived: [],
}

/** Whether an admin may move a proposal from one status to another. */
export const canTransition = (from: ProposalStatus, to: ProposalStatus): boolean =>
  PROPOSAL_TRANSITIONS[from].includes(to)

/** The 409 sentence naming both states. */
export const transitionRefusal = (from: ProposalStatus, to: ProposalStatus) =>
  `Cannot change a proposal from ${from} to ${to}`

/** What the action buttons say for each target status (the user guide's words). */
export const TRANSITION_ACTION_LABELS: Record<ProposalStatus, string> = {
  approved: 'Approve',
  under_review: 'Start Review',
  needs_info: 'Request Info',
  declined: 'Reject',
  coming_soon: 'Move to Coming Soon',
  archived: 'Archive',
  submitted: 'Back to Submitted',
}

/** Statuses awaiting a decision; also the dashboard's "proposals pending" (decision C4). */
export const PENDING_PROPOSAL_STATUSES: readonly ProposalStatus[] = [
  'submitted',
  'under_review',
  'needs_info',
]

export const PROVIDER_PROPOSAL_STATUSES = ['pending', 'approved', 'declined'] as const
export type ProviderProposalStatus = (typeof PROVIDER_PROPOSAL_STATUSES)[number]

/**
 * The provider sees only pending, approved, declined (spec §4). Coming Soon is still undecided for the
 * provider; an archived proposal reads as approved when it became an event, else declined (decision C1).
 */
export function providerStatus(status: ProposalStatus, hasEvent: boolean): ProviderProposalStatus {
  if (status === 'approved') return 'approved'
  if (status === 'declined') return 'declined'
  if (status === 'archived') return hasEvent ? 'approved' : 'declined'
  return 'pending'
}

/** A provider may edit their proposal only while staff have not decided (or asked them for more). */
export const isProviderEditable = (status: ProposalStatus) =>
  status === 'submitted' || status === 'needs_info'

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined))

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

const preferredDatesSchema = z
  .array(
    z
      .string()
      .regex(ISO_DATE, 'Preferred dates must be dates (YYYY-MM-DD)')
      .refine((v) => !ISO_DATE.test(v) || isCalendarDate(v), 'This date does not exist'),
  )
  .max(10, 'At most 10 preferred dates')
const tagsSchema = z.array(z.string().trim().min(1).max(100)).max(20)
const languagesSchema = z
  .array(z.enum(LANGUAGES, { message: 'Please select a language' }))
  .min(1, 'Please select a language')

/** Every proposal field of admin spec §3 plus the provider-view fields (spec §3), as the provider submits them. */
export const ProposalSubmissionSchema = z.object({
  eventName: z
    .string()
    .trim()
    .min(3, 'Event name must be at least 3 characters')
    .max(200, 'Event name must be at most 200 characters'),
  serviceType: z.enum(EVENT_TYPES, { message: 'Please select an event type' }),
  description: optionalText(5000),
  targetAudience: optionalText(500),
  providerFirstName: optionalText(100),
  providerLastName: optionalText(100),
  eventDate: z.iso
    .datetime({ offset: true, message: 'Event date must be a valid date and time' })
    .optional()
    .nullable(),
  preferredDates: preferredDatesSchema.default([]),
  durationMinutes: z
    .number({ message: 'Duration must be at least 15 minutes' })
    .int('Duration must be whole minutes')
    .min(15, 'Duration must be at least 15 minutes')
    .max(600, 'Duration must be at most 600 minutes'),
  maximumCapacity: z
    .number({ message: 'Capacity must be at least 1' })
    .int('Capacity must be a whole number')
    .min(1, 'Capacity must be at least 1')
    .max(10000, 'Capacity must be at most 10000'),
  /** Cents (admin spec §9). */
  costPerRegistration: z
    .number({ message: 'Cost must be a valid amount (e.g., 25.00)' })
    .int('Cost must be whole cents')
    .min(0, 'Cost cannot be negative')
    .max(10_000_00, 'Cost must be at most $10,000'),
  learningObjectives: optionalText(5000),
  engagementApproach: optionalText(5000),
  targetMarketTags: tagsSchema.default([]),
  languages: languagesSchema.default(['English']),
  /** Who the class is for (issue 31.3): carried into the draft event on approval. */
  stageRange: StageRangeSchema.nullable().optional(),
  additionalNotes: optionalText(5000),
})
export type ProposalSubmission = z.infer<typeof ProposalSubmissionSchema>
export type ProposalSubmissionInput = z.input<typeof ProposalSubmissionSchema>

/** An edit: any subset; lists without defaults so a partial edit never resets them. */
export const ProposalPatchSchema = ProposalSubmissionSchema.extend({
  preferredDates: preferredDatesSchema,
  targetMarketTags: tagsSchema,
  languages: languagesSchema,
}).partial()
export type ProposalPatch = z.infer<typeof ProposalPatchSchema>

/** Every field, as staff read it (never sent to providers or the public). */
export const AdminProposalSchema = z.object({
  id: z.string(),
  providerId: z.string().nullable(),
  submittedByUserId: z.string().nullable(),
  serviceType: z.string(),
  eventName: z.string(),
  description: z.string().nullable(),
  targetAudience: z.string().nullable(),
  providerFirstName: z.string().nullable(),
  providerLastName: z.string().nullable(),
  eventDate: z.string().nullable(),
  preferredDates: z.array(z.string()),
  durationMinutes: z.number().int().nullable(),
  maximumCapacity: z.number().int().nullable(),
  costPerRegistration: z.number().int(),
  learningObjectives: z.string().nullable(),
  engagementApproach: z.string().nullable(),
  targetMarketTags: z.array(z.string()),
  languages: z.array(z.string()),
  stageRange: StageRangeShape,
  additionalNotes: z.string().nullable(),
  status: ProposalStatusSchema,
  reviewNotes: z.string().nullable(),
  internalNotes: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedByUserId: z.string().nullable(),
  voteCount: z.number().int(),
  submittedAt: z.string(),
  /** The draft event approval created, if any. */
  eventId: z.string().nullable(),
})
export type AdminProposal = z.infer<typeof AdminProposalSchema>

/** The provider's own view (spec §3 "Provider-view proposal"): never internal notes. */
export const ProviderProposalSchema = z.object({
  id: z.string(),
  eventName: z.string(),
  description: z.string().nullable(),
  targetAudience: z.string().nullable(),
  preferredDates: z.array(z.string()),
  additionalNotes: z.string().nullable(),
  status: z.enum(PROVIDER_PROPOSAL_STATUSES),
  submittedAt: z.string(),
  reviewNotes: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Staff asked for more information: the provider's edit answers it. */
  needsInfo: z.boolean(),
  editable: z.boolean(),
  /** The submitted values, so the provider can edit them. */
  serviceType: z.string(),
  eventDate: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  maximumCapacity: z.number().int().nullable(),
  costPerRegistration: z.number().int(),
  learningObjectives: z.string().nullable(),
  engagementApproach: z.string().nullable(),
  targetMarketTags: z.array(z.string()),
  languages: z.array(z.string()),
  stageRange: StageRangeShape,
})
export type ProviderProposal = z.infer<typeof ProviderProposalSchema>

export const StatusChangeSchema = z.object({
  status: ProposalStatusSchema,
  reviewNotes: z.string().trim().max(5000).optional(),
  internalNotes: z.string().trim().max(5000).optional(),
})
export type StatusChange = z.infer<typeof StatusChangeSchema>

/** Optional notes; no body at all (the spec's API table: body none) or JSON null approves with none. */
export const ApproveBodySchema = z.preprocess(
  (v) => v ?? {},
  z.object({
    reviewNotes: z.string().trim().max(5000).optional(),
    internalNotes: z.string().trim().max(5000).optional(),
  }),
)

export const ApproveResultSchema = z.object({
  event: z.object({ id: z.string() }),
  proposal: AdminProposalSchema,
})
export type ApproveResult = z.infer<typeof ApproveResultSchema>
