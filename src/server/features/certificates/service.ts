import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { sessionEnd } from '../../../domain/attendance'
import type { User } from '../../../domain/auth'
import {
  CERTIFICATE_ONLY_ATTENDED,
  CERTIFICATE_ONLY_ENDED,
  type Certificate,
} from '../../../domain/certificates'
import { isUuid } from '../../../domain/ids'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { certificates, events, registrations, users } from '../../db/schema'
import { AppError } from '../../errors'
import { providerForUser } from '../proposals/provider-link'

type Row = typeof certificates.$inferSelect
type EventRow = typeof events.$inferSelect

// Crockford-style alphabet: no 0/O or 1/I/L to misread when typed from paper.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export function newCertificateCode(): string {
  const bytes = randomBytes(10)
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')
  return `${chars.slice(0, 5)}-${chars.slice(5)}`
}

export const toCertificate = (r: Row): Certificate => ({
  code: r.code,
  kind: r.kind,
  holderName: r.holderName,
  title: r.title,
  date: r.sessionStartsAt.toISOString(),
  timezone: r.timezone,
  hours: r.durationMinutes / 60,
  facilitators: r.facilitators,
  issuedAt: r.issuedAt.toISOString(),
})

const facilitatorNames = (e: EventRow) =>
  [e.providerName, e.provider2Name, e.provider3Name].filter((n): n is string => !!n)
const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || 'Cradle family'

export function createCertificateService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  /** The stored certificate for this cause, else a new one: asking twice gives the same code. */
  async function issue(
    values: Omit<typeof certificates.$inferInsert, 'code' | 'issuedAt'>,
    existing: () => Promise<Row | undefined>,
  ): Promise<Row> {
    const found = await existing()
    if (found) return found
    await db
      .insert(certificates)
      .values({ ...values, code: newCertificateCode(), issuedAt: clock.now() })
      .onConflictDoNothing()
    const row = await existing()
    if (!row) throw new Error('certificate not stored')
    return row
  }

  return {
    /** A family's certificate for a session they attended (their own registration only). */
    async forRegistration(user: User, registrationId: string): Promise<Certificate> {
      if (!isUuid(registrationId)) throw new AppError(404, 'Registration not found')
      const [row] = await db
        .select({ r: registrations, e: events, u: users })
        .from(registrations)
        .innerJoin(events, eq(events.id, registrations.eventId))
        .innerJoin(users, eq(users.id, registrations.userId))
        .where(eq(registrations.id, registrationId))
      if (!row || row.r.userId !== user.id) throw new AppError(404, 'Registration not found')
      const { r, e, u } = row
      if (r.status !== 'confirmed' || !r.attendedAt || sessionEnd(e) > clock.now())
        throw new AppError(409, CERTIFICATE_ONLY_ATTENDED)
      const cert = await issue(
        {
          kind: 'attendance',
          registrationId: r.id,
          eventId: e.id,
          holderName: fullName(u.firstName, u.lastName),
          title: e.title,
          sessionStartsAt: e.startsAt,
          timezone: e.timezone,
          durationMinutes: e.durationMinutes,
          facilitators: facilitatorNames(e),
        },
        async () => (await db.select().from(certificates).where(eq(certificates.registrationId, r.id)))[0],
      )
      return toCertificate(cert)
    },

    /** A provider's certificate for a session their profile facilitated. */
    async forFacilitator(user: User, eventId: string): Promise<Certificate> {
      if (!isUuid(eventId)) throw new AppError(404, 'Event not found')
      const [e] = await db.select().from(events).where(eq(events.id, eventId))
      if (!e || e.deletedAt) throw new AppError(404, 'Event not found')
      const provider = await providerForUser(db, user)
      if (!provider || ![e.providerId, e.provider2Id, e.provider3Id].includes(provider.id))
        throw new AppError(403, 'Only the providers of this session can download its certificate')
      if (e.status === 'cancelled' || sessionEnd(e) > clock.now())
        throw new AppError(409, CERTIFICATE_ONLY_ENDED)
      const cert = await issue(
        {
          kind: 'facilitation',
          providerId: provider.id,
          eventId: e.id,
          holderName: `${provider.firstName} ${provider.lastName}`,
          title: e.title,
          sessionStartsAt: e.startsAt,
          timezone: e.timezone,
          durationMinutes: e.durationMinutes,
          facilitators: facilitatorNames(e),
        },
        async () =>
          (
            await db
              .select()
              .from(certificates)
              .where(and(eq(certificates.eventId, e.id), eq(certificates.providerId, provider.id)))
          )[0],
      )
      return toCertificate(cert)
    },

    async verify(code: string): Promise<Certificate> {
      const [row] = await db
        .select()
        .from(certificates)
        .where(eq(certificates.code, code.trim().toUpperCase()))
      if (!row) throw new AppError(404, 'No certificate has this code')
      return toCertificate(row)
    },
  }
}
