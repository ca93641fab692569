import type { Tx } from '../../db/client'
import { enqueuePublishNotices as enqueueNotices } from '../../notifications/publish'
import { enqueueVoterNotices } from '../proposals/voter-notices'

/**
 * The publish notices, written in the publishing transaction: voters on the proposal it grew from are told
 * it is open for registration; staff and subscribers (admins, its providers and facilitator, people who
 * favourited its providers) get the publish notice.
 * `sequence` is unused: each person gets one notice per event however often it is republished.
 */
export async function enqueuePublishNotices(tx: Tx, eventId: string, _sequence: number): Promise<void> {
  await enqueueVoterNotices(tx, eventId)
  await enqueueNotices(tx, eventId)
}
