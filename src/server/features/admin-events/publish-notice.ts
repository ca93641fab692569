import type { Tx } from '../../db/client'
import { enqueuePublishNotices as enqueueNotices } from '../../notifications/publish'

/**
 * The publish notice: staff and subscribers (admins, the event's providers and facilitator, people who
 * favourited its providers, voters on the proposal it grew from), written in the publishing transaction.
 * `sequence` is unused: each person gets one notice per event however often it is republished.
 */
export async function enqueuePublishNotices(tx: Tx, eventId: string, _sequence: number): Promise<void> {
  await enqueueNotices(tx, eventId)
}
