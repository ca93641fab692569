import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { DELETE_NEEDS_FRESH_SIGN_IN, type DeleteAccount, LAST_ADMIN_REFUSAL } from '../../../domain/account'
import { policyRefunds } from '../../../domain/admin-registrations'
import { recordAudit } from '../../audit'
import { verifyPassword } from '../../auth/passwords'
import type { Clock } from '../../clock'
import type { Db, Tx } from '../../db/client'
import {
  accommodationRequests,
  bugReports,
  certificates,
  dataExports,
  emailVerifications,
  events,
  familyStages,
  favorites,
  loginAttempts,
  mfaRecoveryCodes,
  notificationPreferences,
  outbox,
  passwordResets,
  providers,
  registrantMessageRecipients,
  registrations,
  sessions,
  stageSuggestionSubscriptions,
  trustedDevices,
  uploadedObjects,
  users,
  waitlistEntries,
} from '../../db/schema'
import { AppError } from '../../errors'
import { freeEnrolledSeat, lockEvent, offerFreedSeats, refundRegistration, releaseHolds } from '../booking'

/** How recent a sign-in must be to delete an account that has no Cradle password (organization sign-in). */
export const FRESH_SIGN_IN_MS = 10 * 60_000

/** The address a deleted account's row keeps: unique, unroutable (.invalid, RFC 2606), naming no one. */
export const deletedEmail = (id: string) => `deleted-${id}@deleted.invalid`

const CANCEL_REASON = 'Account deleted'

/**
 * Cancels the person's upcoming places as an admin cancellation would (the refund policy, the seat to the next
 * family waiting), but tells nobody: the person is leaving and asked for nothing more to be sent.
 */
async function releaseUpcoming(tx: Tx, userId: string, now: Date, publicUrl: string) {
  const upcoming = await tx
    .select({ id: registrations.id, eventId: registrations.eventId })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(
      and(eq(registrations.userId, userId), eq(registrations.status, 'confirmed'), gt(events.startsAt, now)),
    )
    .orderBy(asc(registrations.eventId))
  let refunded = 0
  for (const { id, eventId } of upcoming) {
    // Event first, then the registration: the order every seat move takes (decision R1).
    const ev = await lockEvent(tx, eventId, { deleted: true })
    const [r] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update')
    if (r.status !== 'confirmed') continue
    await tx
      .update(registrations)
      .set({ status: 'cancelled', cancelledAt: now, cancelReason: CANCEL_REASON, updatedAt: now })
      .where(eq(registrations.id, id))
    await freeEnrolledSeat(tx, ev)
    const row = {
      registrationId: id,
      userId,
      email: '',
      paymentStatus: r.paymentStatus,
      paymentIntentId: r.paymentIntentId,
      amountCents: r.amountCents,
    }
    if (policyRefunds(ev.startsAt, now) && (await refundRegistration(tx, row, now, CANCEL_REASON))) refunded++
    await offerFreedSeats(tx, ev, now, publicUrl)
  }
  const places = await tx
    .update(waitlistEntries)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(waitlistEntries.userId, userId), inArray(waitlistEntries.status, ['waiting', 'offered'])))
    .returning()
  for (const w of places.filter((p) => p.status === 'cancelled' && p.offeredAt)) {
    // An open offer held a seat for them: it goes to the next family.
    const ev = await lockEvent(tx, w.eventId, { deleted: true })
    await releaseHolds(tx, ev, 1)
    await offerFreedSeats(tx, ev, now, publicUrl)
  }
  return { cancelled: upcoming.length, refunded, waitlistPlaces: places.length }
}

/**
 * "Delete my account" (issue 33). Confirmed with the password (or, without one, a sign-in of the last minutes); then,
 * in one transaction: every session ends, upcoming places are released by the policy (refunds through the job),
 * nothing still queued will write to the person, and every personal field is erased. The row itself stays as an
 * anonymous tombstone, so the registrations and payments the privacy page keeps still count for events, revenue and
 * exports. The last admin cannot leave Cradle without one.
 */
export function createAccountDeletion(deps: { db: Db; clock: Clock; publicUrl: string }) {
  const { db, clock } = deps
  return async function deleteAccount(
    userId: string,
    input: DeleteAccount,
    session: { startedAt: Date | null },
  ): Promise<void> {
    const [me] = await db.select().from(users).where(eq(users.id, userId))
    if (!me || me.deletedAt) throw new AppError(401, 'Unauthorized: please sign in')
    if (me.passwordHash) {
      if (!(await verifyPassword(input.password, me.passwordHash))) {
        const message = 'Password is incorrect'
        throw new AppError(400, message, [{ path: 'password', message }])
      }
    } else if (!session.startedAt || clock.now().getTime() - session.startedAt.getTime() > FRESH_SIGN_IN_MS) {
      throw new AppError(409, DELETE_NEEDS_FRESH_SIGN_IN)
    }
    await db.transaction(async (tx) => {
      const now = clock.now()
      const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
      if (!row || row.deletedAt) throw new AppError(401, 'Unauthorized: please sign in')
      if (row.role === 'admin') {
        // Locks the other admins' rows, so two last admins deleting at once cannot both succeed.
        const others = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), ne(users.id, userId), isNull(users.deletedAt)))
          .for('update')
        if (!others.length) throw new AppError(409, LAST_ADMIN_REFUSAL)
      }
      const released = await releaseUpcoming(tx, userId, now, deps.publicUrl)

      // Nothing left in the outbox will write to them; what was sent keeps no address.
      const addresses = [row.email.toLowerCase(), ...(row.phone ? [row.phone] : [])]
      const theirs = or(eq(outbox.userId, userId), inArray(sql`lower(${outbox.recipient})`, addresses))
      await tx.delete(outbox).where(and(theirs, inArray(outbox.status, ['pending', 'failed'])))
      await tx.update(outbox).set({ recipient: 'deleted account', userId: null, payload: {} }).where(theirs)

      await tx.delete(sessions).where(eq(sessions.userId, userId))
      await tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId))
      await tx.delete(favorites).where(eq(favorites.userId, userId))
      await tx.delete(familyStages).where(eq(familyStages.userId, userId))
      await tx.delete(stageSuggestionSubscriptions).where(eq(stageSuggestionSubscriptions.userId, userId))
      await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId))
      await tx.delete(passwordResets).where(eq(passwordResets.userId, userId))
      await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId))
      await tx.delete(dataExports).where(eq(dataExports.userId, userId))
      await tx.delete(loginAttempts).where(eq(loginAttempts.email, row.email.toLowerCase()))
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId))
      // Which organizers' messages reached them (the messages and their counts stay, as the author's).
      await tx.delete(registrantMessageRecipients).where(eq(registrantMessageRecipients.userId, userId))
      // Attendance certificates carry their name and are checkable by anyone with the code: gone with the account.
      // The registration they certified stays (without a name) for its 7 years.
      await tx
        .delete(certificates)
        .where(
          inArray(
            certificates.registrationId,
            tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.userId, userId)),
          ),
        )
      // An accommodation request may say something about health or disability: gone with the account.
      await tx
        .delete(accommodationRequests)
        .where(
          inArray(
            accommodationRequests.registrationId,
            tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.userId, userId)),
          ),
        )
      // Reviews stay (a provider's rating counts them) under the tombstone's empty name: shown as "A family".
      await tx.update(providers).set({ userId: null, updatedAt: now }).where(eq(providers.userId, userId))
      await tx.update(bugReports).set({ userId: null, userAgent: null }).where(eq(bugReports.userId, userId))
      await tx
        .update(uploadedObjects)
        .set({ ownerUserId: null })
        .where(eq(uploadedObjects.ownerUserId, userId))
      // Kept registrations say nothing about how the person found Cradle, and their join links stop working.
      await tx
        .update(registrations)
        .set({
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          utmTerm: null,
          utmContent: null,
          referrer: null,
          joinToken: sql`'deleted-' || ${registrations.id}::text`,
        })
        .where(eq(registrations.userId, userId))
      await tx
        .update(users)
        .set({
          email: deletedEmail(userId),
          passwordHash: null,
          oidcSubject: null,
          firstName: null,
          lastName: null,
          phone: null,
          profileImageUrl: null,
          emailVerifiedAt: null,
          ageConfirmedAt: null,
          mfaSecret: null,
          mfaPendingSecret: null,
          mfaEnabledAt: null,
          mfaLastStep: null,
          role: 'parent',
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, userId))
      await recordAudit(tx, {
        actorUserId: userId,
        action: 'account.delete',
        entityType: 'user',
        entityId: userId,
        changes: { ...released, role: row.role },
      })
    })
  }
}
