import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto'
import { and, count, eq, isNull, lt, or } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import {
  isTotpCode,
  MFA_CODE_WRONG,
  type MfaProof,
  type MfaSetup,
  type MfaStatus,
  RECOVERY_CODE_COUNT,
} from '../../domain/mfa'
import { recordAudit } from '../audit'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Db, DbOrTx } from '../db/client'
import { mfaRecoveryCodes, users } from '../db/schema'
import { AppError } from '../errors'
import { purposeKey, sign, signatureMatches } from '../signing'

const ISSUER = 'Cradle'
/** A code of the step before or after the current one is still accepted (a phone's clock a little off). */
const WINDOW = 1
const PERIOD_S = 30
/** How long the password step of a sign-in waits for its code. */
export const MFA_TICKET_TTL_MS = 5 * 60_000
/** Recovery codes: 10 letters and digits without look-alikes (0/o, 1/l/i), shown as two groups of five. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

// --- the secret at rest: AES-256-GCM under a key of its own from the deployment's signing secret -------------------

function encryptSecret(config: Config, base32: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', purposeKey(config, 'mfa-secret'), iv)
  const data = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.')
}

/** The base32 secret, or null when it cannot be read (the signing secret changed since setup). */
function decryptSecret(config: Config, stored: string | null): string | null {
  if (!stored) return null
  const [version, iv, tag, data] = stored.split('.')
  if (version !== 'v1' || !iv || !tag || !data) return null
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      purposeKey(config, 'mfa-secret'),
      Buffer.from(iv, 'base64url'),
    )
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

const totpFor = (base32: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(base32),
  })

/** The 30-second step a code belongs to, when it is right for `now` give or take one step; else null. */
function stepOf(base32: string, code: string, now: Date): number | null {
  const totp = totpFor(base32, '')
  const token = code.replace(/\s/g, '')
  const timestamp = now.getTime()
  const delta = totp.validate({ token, timestamp, window: WINDOW })
  return delta === null ? null : totp.counter({ timestamp }) + delta
}

const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '')
const hashRecovery = (code: string) =>
  createHash('sha256').update(normaliseRecovery(code)).digest('base64url')

function newRecoveryCode(): string {
  let s = ''
  for (let i = 0; i < 10; i++) s += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]
  return `${s.slice(0, 5)}-${s.slice(5)}`
}

/** A fresh set of recovery codes replaces any earlier set; only their hashes are kept. */
async function replaceRecoveryCodes(tx: DbOrTx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId))
  await tx.insert(mfaRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecovery(c) })))
  return codes
}

// --- the sign-in ticket: the password step passed, the code is still to come ---------------------------------------

/** `<userId>.<expires ms>.<hmac>`: names the account whose password was right, for a few minutes. */
export function mfaTicket(config: Config, userId: string, now: Date): string {
  const expires = now.getTime() + MFA_TICKET_TTL_MS
  return `${userId}.${expires}.${sign(config, `mfa-login:${userId}:${expires}`)}`
}

/** The account a genuine, unexpired ticket names, else null. */
export function mfaTicketUser(config: Config, ticket: string | undefined, now: Date): string | null {
  if (!ticket) return null
  const [userId, expires, mac, ...rest] = ticket.split('.')
  if (rest.length || !userId || !expires || !mac || !/^\d+$/.test(expires)) return null
  if (Number(expires) < now.getTime()) return null
  return signatureMatches(config, `mfa-login:${userId}:${expires}`, mac) ? userId : null
}

export function createMfa(deps: { db: Db; clock: Clock; config: Config }) {
  const { db, clock, config } = deps

  async function rowOf(userId: string) {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
    if (!row) throw new AppError(401, 'Unauthorized: please sign in')
    return row
  }

  /**
   * Whether `code` is a current authenticator code of the account (used at most once: a code whose step is not
   * after the last accepted one is refused) or one of its unused recovery codes (then marked used and audited).
   */
  async function check(userId: string, code: string): Promise<'totp' | 'recovery' | null> {
    const row = await rowOf(userId)
    if (!row.mfaEnabledAt) return null
    if (isTotpCode(code)) {
      const base32 = decryptSecret(config, row.mfaSecret)
      const step = base32 ? stepOf(base32, code, clock.now()) : null
      if (step === null) return null
      const [accepted] = await db
        .update(users)
        .set({ mfaLastStep: step })
        .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
        .returning({ id: users.id })
      return accepted ? 'totp' : null
    }
    return db.transaction(async (tx) => {
      const [used] = await tx
        .update(mfaRecoveryCodes)
        .set({ usedAt: clock.now() })
        .where(
          and(
            eq(mfaRecoveryCodes.userId, userId),
            eq(mfaRecoveryCodes.codeHash, hashRecovery(code)),
            isNull(mfaRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: mfaRecoveryCodes.id })
      if (!used) return null
      const [{ left }] = await tx
        .select({ left: count() })
        .from(mfaRecoveryCodes)
        .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)))
      await recordAudit(tx, {
        actorUserId: userId,
        action: 'mfa.recovery_code_used',
        entityType: 'user',
        entityId: userId,
        changes: { recoveryCodesLeft: left },
      })
      return 'recovery' as const
    })
  }

  const wrongCode = () => new AppError(400, MFA_CODE_WRONG, [{ path: 'code', message: MFA_CODE_WRONG }])

  return {
    check,

    async status(userId: string, adminMfaRequired: boolean): Promise<MfaStatus> {
      const row = await rowOf(userId)
      const [{ left }] = await db
        .select({ left: count() })
        .from(mfaRecoveryCodes)
        .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)))
      return {
        enabled: row.mfaEnabledAt !== null,
        enabledAt: row.mfaEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft: row.mfaEnabledAt ? left : 0,
        setupRequired: adminMfaRequired && row.role === 'admin' && row.mfaEnabledAt === null,
        hasPassword: row.passwordHash !== null,
      }
    },

    /** A new secret, kept aside until a first code confirms it; shown once, as text and as a QR code made here. */
    async beginSetup(userId: string): Promise<MfaSetup> {
      const row = await rowOf(userId)
      if (row.mfaEnabledAt) throw new AppError(409, 'Two-step sign-in is already on for this account')
      const secret = new Secret({ size: 20 }).base32
      await db
        .update(users)
        .set({ mfaPendingSecret: encryptSecret(config, secret) })
        .where(eq(users.id, userId))
      const uri = totpFor(secret, row.email).toString()
      const qrCodeDataUrl = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 220 })
      return { secret, uri, qrCodeDataUrl }
    },

    /** The first code proves the app holds the secret: the factor is on, and recovery codes are made (shown once). */
    async enable(userId: string, code: string): Promise<string[]> {
      const row = await rowOf(userId)
      if (row.mfaEnabledAt) throw new AppError(409, 'Two-step sign-in is already on for this account')
      const base32 = decryptSecret(config, row.mfaPendingSecret)
      if (!base32) throw new AppError(409, 'Start the setup again: no secret is waiting to be confirmed')
      const step = isTotpCode(code) ? stepOf(base32, code, clock.now()) : null
      if (step === null) throw wrongCode()
      return db.transaction(async (tx) => {
        const [on] = await tx
          .update(users)
          .set({
            mfaSecret: row.mfaPendingSecret,
            mfaPendingSecret: null,
            mfaEnabledAt: clock.now(),
            mfaLastStep: step,
            updatedAt: clock.now(),
          })
          .where(and(eq(users.id, userId), isNull(users.mfaEnabledAt)))
          .returning({ id: users.id })
        if (!on) throw new AppError(409, 'Two-step sign-in is already on for this account')
        const codes = await replaceRecoveryCodes(tx, userId)
        await recordAudit(tx, {
          actorUserId: userId,
          action: 'mfa.enable',
          entityType: 'user',
          entityId: userId,
        })
        return codes
      })
    },

    /**
     * Proof for turning the factor off or making new recovery codes: a current code (or a recovery code), else the
     * password through `confirmPassword` (wrong guesses count toward the sign-in pause).
     */
    async prove(userId: string, proof: MfaProof, confirmPassword: (password: string) => Promise<void>) {
      if (proof.code) {
        if (!(await check(userId, proof.code))) throw wrongCode()
        return
      }
      const row = await rowOf(userId)
      if (!row.passwordHash) {
        const message = 'Enter a code from your authenticator app (your account has no Cradle password)'
        throw new AppError(400, message, [{ path: 'code', message }])
      }
      await confirmPassword(proof.password ?? '')
    },

    async disable(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            mfaSecret: null,
            mfaPendingSecret: null,
            mfaEnabledAt: null,
            mfaLastStep: null,
            updatedAt: clock.now(),
          })
          .where(eq(users.id, userId))
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId))
        await recordAudit(tx, {
          actorUserId: userId,
          action: 'mfa.disable',
          entityType: 'user',
          entityId: userId,
        })
      })
    },

    async newRecoveryCodes(userId: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const codes = await replaceRecoveryCodes(tx, userId)
        await recordAudit(tx, {
          actorUserId: userId,
          action: 'mfa.recovery_codes_replaced',
          entityType: 'user',
          entityId: userId,
        })
        return codes
      })
    },
  }
}
export type Mfa = ReturnType<typeof createMfa>

/** Tests and the journey compute codes from the secret shown at setup. */
export const totpCodeAt = (base32: string, at: Date) =>
  totpFor(base32, '').generate({ timestamp: at.getTime() })
