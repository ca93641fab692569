import type { proposalStatus } from '../schema'

export type ProposalStatus = (typeof proposalStatus.enumValues)[number]
