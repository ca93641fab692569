/**
 * The booking area's one door (issue 28.1). Seats, holds, registration, payment (intents, the test processor,
 * Stripe's webhook), refunds and the waitlist live in this folder and share one seat model; other areas (admin
 * events, accounts, and whatever comes next) use only what is exported here. Each operation below runs inside
 * the caller's transaction, under the event's row lock (`lockEvent`, taken once per transaction).
 */
export { registerAndPay } from './plugin'
export {
  confirmedRegistrants,
  notifyRegistrants,
  notifyWaitlisted,
  type RegistrantRow,
  refundRegistration,
} from './registrant-effects'
export { type EventRow, freeEnrolledSeat, lockEvent, releaseHolds } from './seats'
export { closeWaitlist, offerFreedSeats } from './waitlist'
