import type { ComingSoonProposal } from '../../../domain/coming-soon'
import {
  type AdminProposal,
  isProviderEditable,
  type ProviderProposal,
  providerStatus,
} from '../../../domain/proposals'
import type { eventProposals } from '../../db/schema'

export type ProposalRow = typeof eventProposals.$inferSelect

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** Every field, for staff only. */
export function toAdminProposal(row: ProposalRow, eventId: string | null): AdminProposal {
  return {
    id: row.id,
    providerId: row.providerId,
    submittedByUserId: row.submittedByUserId,
    serviceType: row.serviceType,
    eventName: row.eventName,
    description: row.description,
    targetAudience: row.targetAudience,
    providerFirstName: row.providerFirstName,
    providerLastName: row.providerLastName,
    eventDate: iso(row.eventDate),
    preferredDates: row.preferredDates,
    durationMinutes: row.durationMinutes,
    maximumCapacity: row.maximumCapacity,
    costPerRegistration: row.costPerRegistrationCents,
    learningObjectives: row.learningObjectives,
    engagementApproach: row.engagementApproach,
    targetMarketTags: row.targetMarketTags,
    languages: row.languages,
    stageRange: row.stageRange ?? null,
    additionalNotes: row.additionalNotes,
    status: row.status,
    reviewNotes: row.reviewNotes,
    internalNotes: row.internalNotes,
    reviewedAt: iso(row.reviewedAt),
    reviewedByUserId: row.reviewedByUserId,
    voteCount: row.voteCount,
    submittedAt: row.submittedAt.toISOString(),
    eventId,
  }
}

/** The provider's own view: built field by field so internal notes can never slip in. */
export function toProviderProposal(row: ProposalRow, hasEvent: boolean): ProviderProposal {
  return {
    id: row.id,
    eventName: row.eventName,
    description: row.description,
    targetAudience: row.targetAudience,
    preferredDates: row.preferredDates,
    additionalNotes: row.additionalNotes,
    status: providerStatus(row.status, hasEvent),
    submittedAt: row.submittedAt.toISOString(),
    reviewNotes: row.reviewNotes,
    reviewedAt: iso(row.reviewedAt),
    needsInfo: row.status === 'needs_info',
    editable: isProviderEditable(row.status),
    serviceType: row.serviceType,
    eventDate: iso(row.eventDate),
    durationMinutes: row.durationMinutes,
    maximumCapacity: row.maximumCapacity,
    costPerRegistration: row.costPerRegistrationCents,
    learningObjectives: row.learningObjectives,
    engagementApproach: row.engagementApproach,
    targetMarketTags: row.targetMarketTags,
    languages: row.languages,
    stageRange: row.stageRange ?? null,
  }
}

/** The public coming-soon shape (src/domain/coming-soon.ts). */
export function toComingSoon(row: ProposalRow): ComingSoonProposal {
  return {
    id: row.id,
    eventName: row.eventName,
    serviceType: row.serviceType,
    learningObjectives: row.learningObjectives,
    costPerRegistration: row.costPerRegistrationCents,
    durationMinutes: row.durationMinutes,
    status: 'coming_soon',
    voteCount: row.voteCount,
    submittedAt: row.submittedAt.toISOString(),
  }
}
